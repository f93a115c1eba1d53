import { describe, expect, it } from 'vitest';
import { doorLine, streetLine } from './address-text';

describe('streetLine', () => {
  it('joins the street and the house number', () => {
    expect(streetLine({ streetName: 'Amir Temur', houseNumber: '15' })).toBe('Amir Temur 15');
  });

  it('shows whichever part is there', () => {
    expect(streetLine({ streetName: 'Amir Temur', houseNumber: null })).toBe('Amir Temur');
    expect(streetLine({ streetName: '  ', houseNumber: '15' })).toBe('15');
    expect(streetLine({ streetName: null, houseNumber: null })).toBe('');
  });
});

describe('doorLine', () => {
  const label = (part: string, value: string) => `${part} ${value}`;

  it('lists the door details in the order a courier needs them', () => {
    expect(doorLine({ domophone: '42#', floor: '4', entrance: '2', office: '42' }, label)).toBe(
      'office 42, entrance 2, floor 4, domophone 42#',
    );
  });

  it('leaves out empty details', () => {
    expect(doorLine({ office: '', entrance: null, floor: ' 3 ' }, label)).toBe('floor 3');
    expect(doorLine({}, label)).toBe('');
  });
});
