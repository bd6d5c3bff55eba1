import { SERVICE_HOURS_TEXT } from '../site/site.constants.js';
import {
  CLINICAL_SOURCE,
  EMERGENCY_CARE,
  emergencyCareMessage,
  NHS_111_BY_NATION,
  nhs111Services,
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

  it("say 999, A&E, the nation's 111 service and the NHS's 'do not drive' in the api's refusal", () => {
    for (const nation of [undefined, 'england', 'scotland', 'wales'] as const) {
      const message = emergencyCareMessage(nation);
      expect(message).toContain('Call 999 or go to A&E now');
      expect(message).toContain(EMERGENCY_CARE.doNotDrive);
      for (const service of nhs111Services(nation)) expect(message).toContain(service.online.url);
    }
    expect(emergencyCareMessage('scotland')).toContain('call NHS 24 on 111');
    expect(emergencyCareMessage('scotland')).not.toContain('111.nhs.uk');
    expect(emergencyCareMessage('wales')).toContain('https://111.wales.nhs.uk/');
    // Not known: 111, and each nation's service by name.
    expect(emergencyCareMessage(undefined)).toContain('NHS 111 (England), https://111.nhs.uk/; NHS 24 (Scotland)');
  });

  it("name each nation's own 111 service, and all three when the nation is not known", () => {
    expect(NHS_111_BY_NATION.england.online.url).toBe(NHS_111_ONLINE_URL);
    expect(NHS_111_BY_NATION.scotland.name).toBe('NHS 24');
    expect(NHS_111_BY_NATION.scotland.dental?.url).toBe('https://www.nhsinform.scot/');
    expect(NHS_111_BY_NATION.wales.online.url).toBe('https://111.wales.nhs.uk/');
    expect(nhs111Services('wales').map((s) => s.name)).toEqual(['NHS 111 Wales']);
    expect(nhs111Services(null).map((s) => s.name)).toEqual(['NHS 111', 'NHS 24', 'NHS 111 Wales']);
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
