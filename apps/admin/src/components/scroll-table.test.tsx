import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ScrollTable } from './scroll-table.tsx';

afterEach(cleanup);

describe('ScrollTable', () => {
  it('is a named region the keyboard can focus, holding the table and then the footer', () => {
    render(
      <ScrollTable label="Orders" className="mt-4" footer={<p>No more orders.</p>}>
        <tbody>
          <tr>
            <td>First</td>
          </tr>
        </tbody>
      </ScrollTable>,
    );
    const region = screen.getByRole('region', { name: 'Orders' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.className).toBe('overflow-x-auto mt-4');
    expect(within(region).getByRole('cell').textContent).toBe('First');
    expect(region.lastElementChild?.textContent).toBe('No more orders.');
  });
});
