/**
 * The calls the load part measures, each against a bare Fastify route answering the same method
 * and path with the same bytes (bench/bare-server.ts). Budgets for every target, all public reads:
 * req/s ours/bare ≥ 0.5, p99 ours/bare ≤ 1.5 (the median of the rounds' ratios; they
 * replaced an absolute p99 ≤ 10 ms), and no errors or non-2xx.
 */
import { seoulToday } from '@venue/contract/domain';
import type { LoadRequest } from './lib/load';

export type LoadTarget = {
  /** Short name used in budget names and the table. */
  name: string;
  path: string;
  request: LoadRequest;
};

/**
 * Every target, or those whose name contains one of BENCH_LOAD_TARGETS' comma-separated words
 * (`BENCH_LOAD_TARGETS="banner list,Now"` while working on two of them).
 */
export function loadTargets(now: Date = new Date()): LoadTarget[] {
  const only = process.env.BENCH_LOAD_TARGETS?.split(',').map((word) => word.trim().toLowerCase());
  const all = allTargets(now);
  return only ? all.filter((t) => only.some((word) => t.name.toLowerCase().includes(word))) : all;
}

function allTargets(now: Date): LoadTarget[] {
  return [
    { name: 'notice list', path: '/api/notice/list', request: { method: 'POST', body: '{}' } },
    {
      name: 'main banner grid',
      path: '/api/banner/mainbannerlist',
      request: { method: 'GET' },
    },
    {
      name: 'banner list',
      path: '/api/banner/list',
      request: { method: 'POST', body: '{}' },
    },
    {
      // The home week strip's call: programs from today (a Seoul day).
      name: 'program list',
      path: '/api/program/list',
      request: { method: 'POST', body: JSON.stringify({ startDate: seoulToday(now) }) },
    },
    {
      // The in-venue home's "Now" list of floor 2.
      name: 'Now programs (floor 2)',
      path: '/api/banner/program/list',
      request: { method: 'POST', body: JSON.stringify({ floorIdx: 2 }) },
    },
  ];
}

/** "POST /api/notice/list {}" or "GET /api/banner/mainbannerlist". */
export function describeTarget(target: Pick<LoadTarget, 'path' | 'request'>): string {
  const { request } = target;
  return `${request.method} ${target.path}${request.method === 'POST' ? ` ${request.body}` : ''}`;
}
