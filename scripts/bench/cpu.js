// CPU time a process has used, user and system together, from /proc (Linux); elsewhere undefined,
// and the bench leaves the column empty.
import { readFileSync } from 'node:fs';

// USER_HZ: the kernel reports CPU times in these ticks; 100 on every Linux platform Node runs on.
const TICKS_PER_SECOND = 100;

/** Milliseconds of CPU the process `pid` has used so far, or undefined without /proc. */
export function cpuMs(pid) {
  let stat;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // Fields after the command name, which is in parentheses and may hold spaces: utime is the
  // 14th field of the line and stime the 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / TICKS_PER_SECOND;
}
