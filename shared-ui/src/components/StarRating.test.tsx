import { render, screen } from '@testing-library/react';
import { StarRating } from './StarRating.tsx';

describe('StarRating', () => {
  it.each([
    [5, 'Note : 5 sur 5'],
    [4, 'Note : 4 sur 5'],
    // Marketing shows the average: French decimal comma.
    [4.9, 'Note : 4,9 sur 5'],
  ])('announces %s as %s', (value, name) => {
    render(<StarRating value={value} />);
    expect(screen.getByRole('img', { name })).toBeInTheDocument();
  });
});
