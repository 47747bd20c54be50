// A stand-in for XMLHttpRequest in unit tests: records each request and lets the test drive
// its upload progress and its answer.
export class FakeXhr {
  static instances: FakeXhr[] = [];

  method = '';
  url = '';
  body: unknown;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  readonly headers: Record<string, string> = {};
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  send(body: unknown): void {
    this.body = body;
    FakeXhr.instances.push(this);
  }

  abort(): void {
    this.onabort?.();
  }

  progress(loaded: number, total: number): void {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  respond(status: number, body: unknown): void {
    this.respondText(status, JSON.stringify(body));
  }

  respondText(status: number, text: string, statusText = ''): void {
    this.status = status;
    this.statusText = statusText;
    this.responseText = text;
    this.onload?.();
  }

  fail(): void {
    this.onerror?.();
  }

  static last(): FakeXhr {
    const xhr = FakeXhr.instances.at(-1);
    if (!xhr) {
      throw new Error('no XMLHttpRequest was sent');
    }
    return xhr;
  }
}
