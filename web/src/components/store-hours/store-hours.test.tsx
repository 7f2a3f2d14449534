import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoreHours } from './store-hours';

describe('StoreHours', () => {
  it('labels both readings of spec §1: the shop’s hours and the phone support hours', () => {
    const { container } = render(<StoreHours />);
    expect(container).toHaveTextContent('Shop hoursMonday–Saturday: 10:00 AM – 8:00 PMSunday: 11:00 AM – 6:00 PMPhone supportMon-Sat: 9AM-8PMSunday: 10AM-6PM');
    expect(screen.getByText('Mon-Sat: 9AM-8PM')).toBeInTheDocument();
  });
});
