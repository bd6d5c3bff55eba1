import { afterEach, describe, expect, it } from 'vitest';
import { bodyOf, mockApi } from '../../../testing/mock-api';
import { searchPractices } from '../api/search-practices';
import { currentStudio, rememberStudio } from './studio-link';

describe('the studio link', () => {
  afterEach(() => sessionStorage.clear());

  it("remembers the practice of a practice's own booking link for the visit", () => {
    rememberStudio('?studio=3F2504E0-4F89-41D3-9A0C-0305E82C3301&utm=x');
    expect(currentStudio()).toBe('3f2504e0-4f89-41d3-9a0c-0305e82c3301');
    rememberStudio('');
    expect(currentStudio()).toBe('3f2504e0-4f89-41d3-9a0c-0305e82c3301');
  });

  it('ignores anything that is not a practice id', () => {
    rememberStudio('?studio=<script>');
    rememberStudio('?studio=1234');
    expect(currentStudio()).toBeUndefined();
  });

  it('sends the remembered practice with every search of the visit', async () => {
    rememberStudio('?studio=3f2504e0-4f89-41d3-9a0c-0305e82c3301');
    const fetchMock = mockApi({ 'POST /api/search': { body: {} } });
    await searchPractices({ name: 'Ann', phone: '07700 900982', postcode: 'M1 1AE', issue: '' }).catch(() => undefined);
    expect(bodyOf(fetchMock, 'POST /api/search')).toMatchObject({ studioId: '3f2504e0-4f89-41d3-9a0c-0305e82c3301' });
  });
});
