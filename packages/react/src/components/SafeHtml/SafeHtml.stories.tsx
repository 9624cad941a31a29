import type { Meta, StoryObj } from '@storybook/react-vite';
import { SafeHtml } from './SafeHtml';

const meta = {
  title: 'Headless/SafeHtml',
  component: SafeHtml,
  args: { fallback: 'No description available' },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A product's long description with a table and a datasheet link. */
export const RichDescription: Story = {
  args: {
    html:
      '<h3>Features</h3><ul><li>24 V DC coil</li><li>2 changeover contacts, 5 A</li></ul>' +
      '<table><tbody><tr><th scope="row">Mounting</th><td>DIN rail</td></tr></tbody></table>' +
      '<p><a href="https://example.com/datasheet.pdf" target="_blank">Datasheet</a></p>',
  },
};

/** Scripts, handlers and frames are removed before rendering. */
export const HostileMarkup: Story = {
  args: {
    html: '<p onclick="alert(1)">Only this text survives</p><script>alert(2)</script><iframe src="about:blank"></iframe>',
  },
};

export const Empty: Story = { args: { html: '' } };
