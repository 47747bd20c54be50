import { errorReportCopy } from '@phi/content';
import { fatalErrorMessages, notFoundMessages } from '@phi/contracts/messages';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FatalErrorScreen } from './fatal-error-screen.tsx';
import { NotFoundScreen } from './not-found-screen.tsx';

afterEach(cleanup);

describe('NotFoundScreen', () => {
  it('shows the spec texts and the given way back', () => {
    render(<NotFoundScreen action={<a href="/">Home</a>} />);
    expect(screen.getByRole('heading', { level: 1, name: notFoundMessages.title })).toBeTruthy();
    expect(screen.getByText(notFoundMessages.hint)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });
});

describe('FatalErrorScreen', () => {
  it('shows the spec texts, the error id and the three actions', () => {
    const onTryAgain = vi.fn();
    render(
      <FatalErrorScreen
        error={new Error('render failed')}
        errorId="ERR-TEST-0000ABCD"
        supportEmail="support@example.test"
        onTryAgain={onTryAgain}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: fatalErrorMessages.title })).toBeTruthy();
    expect(screen.getByText(fatalErrorMessages.body)).toBeTruthy();
    expect(screen.getByText('ERR-TEST-0000ABCD')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: fatalErrorMessages.tryAgain }));
    expect(onTryAgain).toHaveBeenCalledOnce();

    expect(screen.getByRole('link', { name: fatalErrorMessages.goHome }).getAttribute('href')).toBe(
      '/',
    );

    const report = screen.getByRole('link', { name: fatalErrorMessages.reportError });
    const href = report.getAttribute('href') ?? '';
    expect(href.startsWith('mailto:support@example.test?')).toBe(true);
    const body = new URL(href).searchParams.get('body') ?? '';
    expect(body).toContain('ERR-TEST-0000ABCD');
    expect(body).toContain('render failed');
    expect(body).toContain(`${errorReportCopy.url}: ${window.location.href}`);
    expect(body).toContain(`${errorReportCopy.userAgent}: ${window.navigator.userAgent}`);
    expect(body).toMatch(new RegExp(`${errorReportCopy.timestamp}: \\d{4}-\\d{2}-\\d{2}T`));
  });
});
