import { describe, expect, it } from 'vitest';
import { createTranslator } from './translator';

const translatorWith = () => {
  const translator = createTranslator();
  translator.add('es', {
    terminals: {
      title: 'Terminales',
      selected_one: '{{smart_count}} terminal seleccionado',
      selected_other: '{{smart_count}} terminales seleccionados',
      left: 'Quedan {{count}} de {{max}}',
      empty_zero: 'Ningún grupo',
      empty_other: '{{count}} grupos',
    },
    only: { spanish: 'Solo en español' },
  });
  translator.add('es', { terminals: { later: 'Añadido después' } });
  translator.add('en', { terminals: { title: 'Terminals' } });
  return translator;
};

describe('translator', () => {
  it('finds a message by its dotted key, across trees added at different times', () => {
    const translator = translatorWith();
    expect(translator.translate('es', 'terminals.title')).toBe('Terminales');
    expect(translator.translate('es', 'terminals.later')).toBe('Añadido después');
  });

  it('picks the plural form of the language, and the general form for Spanish large round numbers', () => {
    const translator = translatorWith();
    expect(translator.translate('es', 'terminals.selected', { smart_count: 1 })).toBe('1 terminal seleccionado');
    expect(translator.translate('es', 'terminals.selected', { smart_count: 3 })).toBe('3 terminales seleccionados');
    expect(translator.translate('es', 'terminals.selected', { smart_count: 1000000 })).toBe(
      '1000000 terminales seleccionados',
    );
  });

  it('uses a zero form for none, where the catalogue writes one', () => {
    const translator = translatorWith();
    expect(translator.translate('es', 'terminals.empty', { count: 0 })).toBe('Ningún grupo');
    expect(translator.translate('es', 'terminals.empty', { count: 2 })).toBe('2 grupos');
  });

  it('fills slots and leaves a slot without a value as written', () => {
    const translator = translatorWith();
    expect(translator.translate('es', 'terminals.left', { count: 2, max: 5 })).toBe('Quedan 2 de 5');
    expect(translator.translate('es', 'terminals.left', { count: 2 })).toBe('Quedan 2 de {{max}}');
    expect(translator.translate('es', 'terminals.left', { count: 'muchos', max: null })).toBe('Quedan muchos de ');
  });

  it('answers the default text, filled, for a missing key, else the key itself', () => {
    const translator = translatorWith();
    expect(translator.translate('es', 'terminals.none', { _: 'Sin {{what}}', what: 'datos' })).toBe('Sin datos');
    expect(translator.translate('es', 'terminals.none')).toBe('terminals.none');
    expect(translator.translate('es', 'terminals')).toBe('terminals');
  });

  it('falls back to Spanish for what another language lacks', () => {
    const translator = translatorWith();
    expect(translator.translate('en', 'terminals.title')).toBe('Terminals');
    expect(translator.translate('en', 'only.spanish')).toBe('Solo en español');
    expect(translator.translate('pt', 'terminals.title')).toBe('Terminales');
  });
});
