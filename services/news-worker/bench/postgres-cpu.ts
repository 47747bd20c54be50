import { readdirSync, readFileSync } from 'node:fs';

// The CPU time of the PostgreSQL server processes on this host, so pnpm bench:news can show
// the database's share of an ingest beside the worker's own. Linux only (/proc), and only a
// server on this machine is seen; every database on it counts, so other work on the server
// shows up here too.

/** /proc/<pid>/stat counts CPU time in USER_HZ ticks, 100 a second on Linux. */
const microsPerTick = 10_000;

/** Microseconds of CPU all `postgres` processes have used so far, or null without /proc. */
export function postgresCpuMicros(): number | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  let ticks = 0;
  let seen = false;
  for (const pid of pids) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // the process ended meanwhile
    }
    const nameEnd = stat.lastIndexOf(')');
    if (stat.slice(stat.indexOf('(') + 1, nameEnd) !== 'postgres') {
      continue;
    }
    // After "pid (comm) ", utime and stime are the 12th and 13th fields.
    const fields = stat.slice(nameEnd + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
    seen = true;
  }
  return seen ? ticks * microsPerTick : null;
}
