import { SERVICE_HOURS_TEXT } from '../site/site.constants.js';
import {
  CLINICAL_SOURCE,
  EMERGENCY_CARE,
  EMERGENCY_CARE_MESSAGE,
  NHS_111_ONLINE_URL,
  RED_FLAG_CODES,
  RED_FLAG_LABELS,
  SERVICE_HOURS,
  serviceHoursFrom,
} from './clinical-safety.constants.js';

describe('clinical safety constants', () => {
  it('name their NHS source and the day it was read', () => {
    expect(CLINICAL_SOURCE.url).toMatch(/^https:\/\/www\.nhs\.uk\//);
    expect(CLINICAL_SOURCE.readOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(NHS_111_ONLINE_URL).toBe('https://111.nhs.uk/');
  });

  it('word every emergency sign, and only the five codes of the HTTP contract', () => {
    expect(RED_FLAG_CODES).toEqual(['breathing_or_swallowing', 'eye_swelling', 'uncontrolled_bleeding', 'face_or_jaw_injury', 'head_injury']);
    for (const code of RED_FLAG_CODES) expect(RED_FLAG_LABELS[code].length).toBeGreaterThan(10);
  });

  it("say 999, A&E, NHS 111 and the NHS's 'do not drive' in the api's refusal", () => {
    expect(EMERGENCY_CARE_MESSAGE).toContain('Call 999 or go to A&E now');
    expect(EMERGENCY_CARE_MESSAGE).toContain(EMERGENCY_CARE.doNotDrive);
    expect(EMERGENCY_CARE_MESSAGE).toContain('NHS 111');
    expect(EMERGENCY_CARE_MESSAGE).toContain(NHS_111_ONLINE_URL);
  });
});

describe(serviceHoursFrom.name, () => {
  it("reads the site's one service-hours text: 8am-8pm", () => {
    expect(SERVICE_HOURS_TEXT).toMatch(/^8am-8pm/);
    expect(SERVICE_HOURS).toEqual({ opensHour: 8, closesHour: 20 });
  });

  it('reads other hours the same way, and refuses a text it cannot read', () => {
    expect(serviceHoursFrom('7am-10pm, every day')).toEqual({ opensHour: 7, closesHour: 22 });
    expect(serviceHoursFrom('12am-12pm')).toEqual({ opensHour: 0, closesHour: 12 });
    expect(() => serviceHoursFrom('Monday to Friday')).toThrow(/SERVICE_HOURS_TEXT/);
  });
});
