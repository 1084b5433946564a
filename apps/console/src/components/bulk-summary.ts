import type { BulkRefusal } from '@venue/contract';

export interface BulkSummary {
  /** 3건 처리, 1건 제외 — the line a screen reader announces */
  headline: string;
  /** each refused item by its name, with the server's reason */
  refused: { idx: number; text: string }[];
}

/**
 * What a bulk action's answer says to the operator: how many were done and left
 * out, and each one left out by name with the reason the server gave.
 */
export function bulkSummary(
  answer: { done: unknown[]; refused: BulkRefusal[] },
  nameOf: (idx: number) => string,
): BulkSummary {
  const done = answer.done.length;
  const left = answer.refused.length;
  return {
    headline:
      left === 0
        ? `${done}건 처리했어요.`
        : done === 0
          ? `처리한 건이 없어요. ${left}건 제외:`
          : `${done}건 처리, ${left}건 제외:`,
    refused: answer.refused.map((item) => ({
      idx: item.idx,
      text: `${nameOf(item.idx)} — ${item.message}`,
    })),
  };
}
