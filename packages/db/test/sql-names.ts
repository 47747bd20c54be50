import { CamelCasePlugin } from 'kysely';

// Names the way the Kysely instance maps them (createDb's CamelCasePlugin), so schema tests
// check the names queries really use.
class SnakeCaseNames extends CamelCasePlugin {
  toSql(name: string): string {
    return this.snakeCase(name);
  }
}
const names = new SnakeCaseNames();

/** "responseTimeHours" -> "response_time_hours", as a query would send it. */
export function toSqlName(name: string): string {
  return names.toSql(name);
}
