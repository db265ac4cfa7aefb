import { describe, expect, it } from 'vitest';
import { isSurveyDue, SURVEY_INTERVAL_DAYS } from './survey.ts';

const now = new Date('2026-11-21T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

describe('isSurveyDue', () => {
  it('asks a paying user with an e-mail who was never asked', () => {
    expect(isSurveyDue({ email: 'anna@firma.de', contractType: 'paid', lastSurveyAt: null }, now)).toBe(true);
  });

  it('never asks users without an e-mail, interns or alumni', () => {
    expect(isSurveyDue({ email: null, contractType: 'paid', lastSurveyAt: null }, now)).toBe(false);
    expect(isSurveyDue({ email: 'i@firma.de', contractType: 'intern', lastSurveyAt: null }, now)).toBe(false);
    expect(isSurveyDue({ email: 'a@firma.de', contractType: 'alumni', lastSurveyAt: null }, now)).toBe(false);
  });

  it(`asks again only after ${SURVEY_INTERVAL_DAYS} days`, () => {
    const user = { email: 'anna@firma.de', contractType: 'demo' as const };
    expect(isSurveyDue({ ...user, lastSurveyAt: daysAgo(89) }, now)).toBe(false);
    expect(isSurveyDue({ ...user, lastSurveyAt: daysAgo(90) }, now)).toBe(true);
  });

  it('asks when the date of the last survey cannot be read', () => {
    const user = { email: 'anna@firma.de', contractType: 'demo' as const };
    expect(isSurveyDue({ ...user, lastSurveyAt: 'gestern' }, now)).toBe(true);
  });
});
