import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BarChart } from './BarChart';
import { StylesOffDocument } from '../../../src/testing/StylesOffDocument';

const data = [
  { key: 'jun', label: 'jun', value: 3, description: 'junio: 3 operaciones' },
  { key: 'jul', label: 'jul', value: 0, description: 'julio: 0 operaciones' },
  { key: 'ago', label: 'ago', value: 12, description: 'agosto: 12 operaciones' },
];

const renderChart = (showValues = false) =>
  render(
    <BarChart
      title="Operaciones por mes"
      description="Operaciones de cada mes: junio 3, julio 0, agosto 12."
      data={data}
      height={240}
      formatValue={(value) => `${value} u.`}
      showValues={showValues}
    />,
    { wrapper: StylesOffDocument },
  );

describe('the dashboards bar chart', () => {
  it('draws a named, described bar per value', async () => {
    renderChart();
    const chart = await screen.findByRole('img', { name: 'Operaciones por mes' });
    expect(chart.querySelector('desc')?.textContent).toMatch(
      /^Operaciones de cada mes: junio 3, julio 0, agosto 12\. /,
    );
    await waitFor(() => expect(chart.querySelectorAll('.bar-chart-bar')).toHaveLength(3));
    ['jun', 'jul', 'ago'].forEach((label) => expect(screen.getByText(label)).toBeInTheDocument());
  });

  it('takes the keyboard focus and reads out the bar the arrow keys reach', async () => {
    const user = userEvent.setup();
    renderChart();
    const chart = await screen.findByRole('img', { name: 'Operaciones por mes' });
    await user.tab();
    expect(chart).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('junio: 3 operaciones'));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('agosto: 12 operaciones'));
    expect(screen.getByRole('tooltip')).toHaveTextContent('agosto: 12 operaciones');
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('julio: 0 operaciones'));
    await user.tab();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(''));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows the bar under the pointer in a tooltip', async () => {
    const user = userEvent.setup();
    renderChart();
    const chart = await screen.findByRole('img', { name: 'Operaciones por mes' });
    await user.hover(chart.querySelectorAll('.bar-chart-bar')[2]);
    expect(screen.getByRole('tooltip')).toHaveTextContent('agosto: 12 operaciones');
    await user.unhover(chart.querySelectorAll('.bar-chart-bar')[2]);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('writes the values above the bars when asked, leaving empty bars unlabelled', async () => {
    renderChart(true);
    const chart = await screen.findByRole('img', { name: 'Operaciones por mes' });
    const labels = () => [...chart.querySelectorAll('.bar-chart-value')].map((label) => label.textContent);
    await waitFor(() => expect(labels()).toEqual(['3 u.', '12 u.']));
  });
});
