import type { Meta, StoryObj } from '@storybook/react-vite';
import { BackToTop } from './BackToTop';

interface DemoProps {
  threshold: number;
  forceMount: boolean;
}

function LongPage({ threshold, forceMount }: DemoProps) {
  return (
    <div style={{ fontFamily: 'sans-serif' }}>
      <p>Scroll down past {threshold} px: the control appears at the bottom right.</p>
      <div style={{ height: 2400, background: 'linear-gradient(#fff, #e5e7eb)' }} />
      <BackToTop
        threshold={threshold}
        forceMount={forceMount}
        style={{ position: 'fixed', right: 16, bottom: 16 }}
      >
        ↑
      </BackToTop>
    </div>
  );
}

const meta = {
  title: 'Headless/BackToTop',
  component: LongPage,
  args: { threshold: 300, forceMount: false },
} satisfies Meta<typeof LongPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden at the top; visible after 300 px; smooth scroll (instant under reduced motion). */
export const Default: Story = {};
/** Rendered while hidden (aria-hidden, out of the tab order) for a fade styled on data-state. */
export const ForceMounted: Story = { args: { forceMount: true } };
