// @vitest-environment component
import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { Wrench } from 'lucide-react';
import i18n from '@/i18n';
import { renderScreen } from '@/test/render-screen';
import { StatCard } from './stat-card';

describe('a stat card', () => {
  it('writes a figure the reader’s way, and a dash as it is', async () => {
    await renderScreen(
      <>
        <StatCard title="Total tools" value={50_000} icon={Wrench} />
        <StatCard title="Total vehicles" value="—" icon={Wrench} />
      </>,
    );
    expect(screen.getByText('50,000')).toBeVisible();
    expect(screen.getByText('—')).toBeVisible();
    await act(() => i18n.changeLanguage('de'));
    expect(await screen.findByText('50.000')).toBeVisible();
  });
});
