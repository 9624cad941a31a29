import type { Meta, StoryObj } from '@storybook/react-vite';
import { Accordion } from './Accordion';

const FAQ = [
  { value: 'shipping', title: 'Shipping', body: 'Orders ship from Gurugram, Haryana.' },
  { value: 'returns', title: 'Returns', body: 'Unused parts can be returned within 7 days.' },
  { value: 'warranty', title: 'Warranty', body: 'Manufacturer warranty applies.' },
];

interface DemoProps {
  defaultValue: string | null;
  collapsible: boolean;
  disabled: boolean;
}

function Faq({ defaultValue, collapsible, disabled }: DemoProps) {
  return (
    <Accordion.Root
      defaultValue={defaultValue}
      collapsible={collapsible}
      disabled={disabled}
      style={{ maxWidth: 420, fontFamily: 'sans-serif' }}
    >
      {FAQ.map((item) => (
        <Accordion.Item key={item.value} value={item.value}>
          <Accordion.Header style={{ margin: 0 }}>
            <Accordion.Trigger style={{ width: '100%', textAlign: 'left' }}>
              {item.title}
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content style={{ padding: 8 }}>{item.body}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

const meta = {
  title: 'Headless/Accordion',
  component: Faq,
  args: { defaultValue: null, collapsible: true, disabled: false },
} satisfies Meta<typeof Faq>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All closed: ArrowUp/ArrowDown/Home/End move between headers. */
export const Closed: Story = {};
export const OneOpen: Story = { args: { defaultValue: 'returns' } };
/** Not collapsible: one item always stays open. */
export const AlwaysOneOpen: Story = { args: { defaultValue: 'shipping', collapsible: false } };
export const Disabled: Story = { args: { disabled: true } };
