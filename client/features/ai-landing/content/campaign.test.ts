import { describe, expect, it } from 'vitest';
import { eventToSuggest } from './campaign.ts';

const at = (moment: string) => Date.parse(moment);

describe('eventToSuggest', () => {
  it('suggests the named event while it is ahead', () => {
    expect(eventToSuggest('ted', 'hackathon', at('2027-02-20T12:00:00+03:00'))?.page).toBe('ted');
  });

  it('suggests the soonest other event still ahead once the named one is over, never the one just joined', () => {
    // The forum's registration after the TED conference: the exhibition is over too, nothing else is ahead.
    expect(eventToSuggest('ted', 'forum', at('2027-04-11T10:00:00+03:00'))).toBeNull();
    // Before it: the TED conference, then what comes first of the rest.
    expect(eventToSuggest('ted', 'forum', at('2027-03-20T10:00:00+03:00'))?.page).toBe('ted');
    expect(eventToSuggest('forum', 'ted', at('2027-04-25T00:00:00+03:00'))).toBeNull();
    // A hackathon applicant in February: the idea contest closed on 31.01, the exhibition (all March)
    // ends after the hackathon (14.03), so the hackathon itself aside, the exhibition comes first.
    expect(eventToSuggest('ideaContest', 'hackathon', at('2027-02-10T10:00:00+03:00'))?.page).toBe('neuroArt');
  });

  it('counts an event open until the end of its last day, Moscow time', () => {
    expect(eventToSuggest('ideaContest', undefined, at('2027-01-31T23:30:00+03:00'))?.page).toBe('ideaContest');
    expect(eventToSuggest('ideaContest', undefined, at('2027-02-01T00:00:01+03:00'))?.page).not.toBe('ideaContest');
  });
});
