import type { Meta, StoryObj } from '@storybook/react-vite';
import { Rating } from './Rating';

const meta = {
  title: 'Headless/Rating',
  component: Rating,
  args: { value: 4.4, count: 12 },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rated: Story = {};
export const HalfStar: Story = { args: { value: 3.5, count: 2 } };
/** No reviews: nothing is rendered (decisions.md: no invented ratings). */
export const NoReviews: Story = { args: { value: null, count: 0 } };
