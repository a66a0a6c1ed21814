import { describe, expect, it } from 'vitest';
import { axisLabelLayout, MIN_Y_AXIS_PX, yAxisWidth } from './axisLabelLayout';

describe('bar chart axis labels', () => {
  it('stay side by side when each fits its bar', () => {
    expect(axisLabelLayout(['Visa', 'Mastercard', 'Amex'], 500)).toEqual({
      labels: ['Visa', 'Mastercard', 'Amex'],
      angle: 0,
      height: 30,
    });
  });

  it('turn and shorten when they would overlap (the project board: actions of the register)', () => {
    const labels = ['Creación', 'Modificación', 'Eliminación', 'Inicio de sesión', 'Cierre de sesión', 'Exportación'];
    const layout = axisLabelLayout(labels, 480);
    expect(layout.angle).toBe(-40);
    expect(layout.height).toBeGreaterThan(30);
    expect(layout.labels).toContain('Inicio de ses…');
    expect(layout.labels[0]).toBe('Creación');
  });

  it('count only the labels shown when every other one is skipped', () => {
    const days = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'));
    expect(axisLabelLayout(days, 480, 2).angle).toBe(0);
  });

  it('widen the y axis for the longest tick label the rounded-up axis can have, so none is cut', () => {
    const spanish = new Intl.NumberFormat('es');
    const widthOf = (label: string) => label.length * 7;
    expect(yAxisWidth([3, 120_491, 8], spanish.format)).toBeGreaterThanOrEqual(widthOf('150.000'));
    expect(yAxisWidth([9500], spanish.format)).toBeGreaterThanOrEqual(widthOf('10.000'));
    expect(yAxisWidth([950_000], spanish.format)).toBeGreaterThanOrEqual(widthOf('1.000.000'));
    expect(yAxisWidth([0, 12], String)).toBe(MIN_Y_AXIS_PX);
    const wide = yAxisWidth([120_491], spanish.format);
    expect(axisLabelLayout(['jun', 'jul'], 400, 1, wide)).toEqual({ labels: ['jun', 'jul'], angle: 0, height: 30 });
  });
});
