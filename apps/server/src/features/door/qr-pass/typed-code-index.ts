/**
 * Which pass a typed rotating code belongs to (decision 070). A typed code is an HMAC under each
 * phone's own secret, so no index in the database can find it: the instance computes the codes of
 * the day's phones for a step once, keeps them by code, and adds only the phones registered since
 * (one query for rows after the last one seen). A new step costs one HMAC per phone of the day
 * (microseconds each); a lookup within a known step costs one small query and a Map read.
 */
import type { Database, Transaction } from '../../../db/types';
import { listDayDevicesAfter } from './qr-pass.repository';

type Db = Database | Transaction;
type Device = { passDeviceIdx: number; qrPassIdx: number; codeKey: string };
export type TypedCodeCandidate = { passDeviceIdx: number; qrPassIdx: number };

/** Steps kept: the door's ±1 around now, and a few older ones for offline syncs. */
const MAX_STEPS = 24;

export interface TypedCodeIndex {
  /** The phones (live or released) whose typed code at one of `steps` is `code`. */
  find(db: Db, issueDate: string, steps: number[], code: string): Promise<TypedCodeCandidate[]>;
}

/** `typedCode`: a phone's typed code of a step from its ECDH key (PassCodes.typedCode). */
export function createTypedCodeIndex(
  typedCode: (codeKey: string, passIdx: number, step: number) => string | null,
): TypedCodeIndex {
  let day = '';
  let devices: Device[] = [];
  let known = new Set<number>();
  let lastDeviceIdx = 0;
  let byStep = new Map<number, { done: number; codes: Map<string, number[]> }>();

  function add(issueDate: string, rows: Device[]) {
    if (issueDate !== day) {
      day = issueDate;
      devices = [];
      known = new Set();
      lastDeviceIdx = 0;
      byStep = new Map();
    }
    for (const row of rows) {
      if (known.has(row.passDeviceIdx)) continue;
      known.add(row.passDeviceIdx);
      devices.push(row);
      lastDeviceIdx = Math.max(lastDeviceIdx, row.passDeviceIdx);
    }
  }

  function codesAt(step: number) {
    let entry = byStep.get(step);
    if (!entry) {
      if (byStep.size >= MAX_STEPS) byStep.delete(Math.min(...byStep.keys()));
      entry = { done: 0, codes: new Map() };
      byStep.set(step, entry);
    }
    for (; entry.done < devices.length; entry.done++) {
      const device = devices[entry.done] as Device;
      const code = typedCode(device.codeKey, device.qrPassIdx, step);
      if (!code) continue;
      const list = entry.codes.get(code);
      if (list) list.push(entry.done);
      else entry.codes.set(code, [entry.done]);
    }
    return entry.codes;
  }

  function lookup(steps: number[], code: string) {
    const found: TypedCodeCandidate[] = [];
    for (const step of steps) {
      for (const i of codesAt(step).get(code) ?? []) {
        const device = devices[i] as Device;
        found.push({ passDeviceIdx: device.passDeviceIdx, qrPassIdx: device.qrPassIdx });
      }
    }
    return found;
  }

  return {
    async find(db, issueDate, steps, code) {
      // Each caller reads with its own transaction (no shared wait: on PGlite one transaction
      // waiting for another's read would never end); rows already known are skipped.
      const after = issueDate === day ? lastDeviceIdx : 0;
      add(issueDate, await listDayDevicesAfter(db, issueDate, after));
      const found = lookup(steps, code);
      if (found.length > 0 || after === 0) return found;
      // Ids are taken before commit, so a phone registered a moment ago may hold an id below the
      // last one seen: before calling a code unknown, read the whole day once more.
      add(issueDate, await listDayDevicesAfter(db, issueDate, 0));
      return lookup(steps, code);
    },
  };
}
