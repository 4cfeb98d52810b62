import { describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES as M, scheduleProblems } from './schedules';

const now = new Date('2026-11-27T12:00:00Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe('scheduleProblems', () => {
  it('accepts future moments in order, and cancellations', () => {
    expect(scheduleProblems({ publishAt: at(5), unpublishAt: at(60), closesAt: at(90) }, now)).toEqual({});
    expect(scheduleProblems({ publishAt: null, unpublishAt: null }, now, { publishAt: at(-5) })).toEqual({});
  });

  it('names each past moment, and the moment itself counts as past', () => {
    expect(scheduleProblems({ publishAt: now, unpublishAt: at(-1), closesAt: at(-1) }, now)).toEqual({
      publishAt: M.publishAtPast,
      unpublishAt: M.unpublishAtPast,
      closesAt: M.closesAtPast,
    });
  });

  it('blames the field being changed for a wrong order against what is kept', () => {
    expect(scheduleProblems({ unpublishAt: at(10) }, now, { publishAt: at(20) })).toEqual({
      unpublishAt: M.unpublishBeforePublish,
    });
    expect(scheduleProblems({ publishAt: at(30) }, now, { unpublishAt: at(20) })).toEqual({
      publishAt: M.unpublishBeforePublish,
    });
    expect(scheduleProblems({ publishAt: at(30) }, now, { closesAt: at(-60) })).toEqual({
      publishAt: M.closesBeforePublish,
    });
  });

  it('refuses a moment more than five years ahead', () => {
    expect(scheduleProblems({ publishAt: at(6 * 366 * 24 * 60) }, now)).toEqual({ publishAt: M.tooFar });
  });
});
