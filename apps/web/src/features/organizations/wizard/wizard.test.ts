import { describe, expect, it } from 'vitest';
import { organizationSchema, type Organization } from '@toolyard/shared';
import { COLOR_PALETTE, normalizeHex, randomColor, sameColor } from './color-palette';
import { firstFieldInError, wizardDefaults, wizardPayload } from './wizard-form';

describe('wizard colours', () => {
  it('offers 20 distinct palette colours, the two defaults among them', () => {
    expect(new Set(COLOR_PALETTE).size).toBe(20);
    expect(COLOR_PALETTE).toContain('#3B82F6');
    expect(COLOR_PALETTE).toContain('#10B981');
  });

  it('normalizes hex colours and compares them regardless of form', () => {
    expect(normalizeHex('#abc')).toBe('#AABBCC');
    expect(normalizeHex(' #3b82f6 ')).toBe('#3B82F6');
    expect(normalizeHex('3B82F6')).toBeNull();
    expect(sameColor('#fff', '#FFFFFF')).toBe(true);
    expect(sameColor('#fff', 'nope')).toBe(false);
  });

  it('picks random colours the schema accepts', () => {
    for (let i = 0; i < 50; i += 1) {
      expect(normalizeHex(randomColor())).not.toBeNull();
    }
  });
});

describe('wizard form', () => {
  it('starts from the defaults when creating', () => {
    expect(wizardDefaults()).toMatchObject({
      name: '',
      logoUrl: null,
      primaryColor: '#3B82F6',
      secondaryColor: '#10B981',
      winterMonths: '11,12,1,2,3',
    });
  });

  it("starts a new organization in the browser's time zone, and refuses a made-up one", () => {
    expect(wizardDefaults().timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    const made = organizationSchema.safeParse({
      ...wizardDefaults(),
      name: 'Acme',
      contactEmail: 'office@acme.test',
      contactPhone: '12345',
      address: 'Main St 1',
      timeZone: 'Mars/Olympus_Mons',
    });
    expect(made.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['timeZone', 'validation.timeZoneInvalid'],
    ]);
  });

  it('starts from the organization when updating, empty contact data as empty text', () => {
    const organization: Organization = {
      id: 4,
      name: 'Acme',
      contactEmail: null,
      contactPhone: '+49 30 1234',
      address: 'Main St 1',
      logoUrl: '/uploads/logos/0b0e4a4e-0000-4000-8000-000000000000.png',
      primaryColor: '#112233',
      secondaryColor: '#445566',
      winterMonths: '12,1,2',
      summerMonths: '3,4,5,6,7,8,9,10,11',
      timeZone: 'Europe/Sarajevo',
      dueSoonDays: 14,
      dueSoonKm: 1000,
      handOutRulesOff: [],
      digestHour: 7,
      damageToMaintenance: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    expect(wizardDefaults(organization)).toEqual({
      name: 'Acme',
      contactEmail: '',
      contactPhone: '+49 30 1234',
      address: 'Main St 1',
      timeZone: 'Europe/Sarajevo',
      logoUrl: organization.logoUrl,
      primaryColor: '#112233',
      secondaryColor: '#445566',
      winterMonths: '12,1,2',
    });
  });

  it('finds the first field in error in screen order, with its tab', () => {
    expect(firstFieldInError((field) => field === 'secondaryColor' || field === 'address')).toEqual(
      ['address', 'basics'],
    );
    expect(firstFieldInError((field) => field === 'primaryColor')).toEqual([
      'primaryColor',
      'branding',
    ]);
    expect(firstFieldInError(() => false)).toBeNull();
  });

  it('sends summer as the months not in winter, and no logo as null', () => {
    const parsed = organizationSchema.parse({
      ...wizardDefaults(),
      name: 'Acme',
      contactEmail: 'office@acme.test',
      contactPhone: '12345',
      address: 'Main St 1',
      winterMonths: '1,2,12',
      logoUrl: '',
    });
    expect(wizardPayload(parsed)).toMatchObject({
      logoUrl: null,
      winterMonths: '12,1,2',
      summerMonths: '3,4,5,6,7,8,9,10,11',
    });
  });
});
