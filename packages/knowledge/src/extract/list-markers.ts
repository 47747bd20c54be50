/** Rows and markers of <ul> and <ol> lists, as html-to-text 9 wrote them. */

const bulletPrefix = '• ';

/** A finished row of a list, kept until the list ends. */
export interface ListRow {
  text: string;
  leading: number;
  trailing: number;
}

/** One open ordered or unordered list: its rows, the next item's number and its style. */
export class ListState {
  next = 1;
  type = '1';
  hasItem = false;
  readonly rows: ListRow[] = [];
  constructor(
    readonly ordered: boolean,
    /** Directly inside an <li>: no blank line around it, no space before its numbers. */
    readonly nested: boolean,
  ) {}

  prefix(): string {
    this.hasItem = true;
    if (!this.ordered) {
      return bulletPrefix;
    }
    const marker = `${listMarker(this.next++, this.type)}. `;
    return this.nested ? marker : ` ${marker}`;
  }
}

function letterSequence(value: number, baseChar: string): string {
  const digits: number[] = [];
  let num = value;
  do {
    num -= 1;
    digits.push(num % 26);
    num = (num / 26) >> 0;
  } while (num > 0);
  const base = baseChar.charCodeAt(0);
  return digits
    .reverse()
    .map((digit) => String.fromCharCode(base + digit))
    .join('');
}

const romanOnes = ['I', 'X', 'C', 'M'];
const romanFives = ['V', 'L', 'D'];

function romanNumeral(value: number): string {
  return [...String(value)]
    .map((digit) => +digit)
    .reverse()
    .map((digit, i) =>
      digit % 5 < 4
        ? // Like html-to-text: past 3999 a missing numeral throws or reads "undefined".
          `${digit < 5 ? '' : romanFives[i]}${(romanOnes[i] as string).repeat(digit % 5)}`
        : `${romanOnes[i]}${digit < 5 ? romanFives[i] : romanOnes[i + 1]}`,
    )
    .reverse()
    .join('');
}

function listMarker(value: number, type: string): string {
  switch (type) {
    case 'a':
      return letterSequence(value, 'a');
    case 'A':
      return letterSequence(value, 'A');
    case 'i':
      return romanNumeral(value).toLowerCase();
    case 'I':
      return romanNumeral(value);
    default:
      return String(value);
  }
}
