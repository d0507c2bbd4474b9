// What a running process uses, from /proc/<pid> (Linux): resident memory now and at its peak,
// and the CPU time it has spent.
import fs from "node:fs";

/** @param {number} pid @param {string} field */
function statusMiB(pid, field) {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
  if (!match) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(match[1]) / 1024;
}

/** Resident memory of process `pid`, in MiB (VmRSS). */
export const residentMiB = (/** @type {number} */ pid) => statusMiB(pid, "VmRSS");

/** Highest resident memory process `pid` has had so far, in MiB (VmHWM). */
export const peakResidentMiB = (/** @type {number} */ pid) => statusMiB(pid, "VmHWM");

// Clock ticks per second of /proc/<pid>/stat: 100 on every Linux this runs on.
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) process `pid` has used so far. */
export function cpuSeconds(/** @type {number} */ pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name (which may hold spaces), from field 3 on: utime is 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** Let a process sit idle for `seconds` before it is measured "at rest". */
export const idle = (/** @type {number} */ seconds) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));
