import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { SafeHtml, sanitizeHtml } from './SafeHtml';

describe('sanitizeHtml', () => {
  it('removes scripts, handlers, styles, frames and javascript: links', () => {
    const result = sanitizeHtml(
      '<p onclick="steal()" style="color:red">Relay <b>24 V</b></p><script>steal()</script>' +
        '<img src="x" onerror="steal()"><iframe src="https://evil.example"></iframe>' +
        '<a href="javascript:steal()">bad</a><form><input name="card"></form>',
    );
    expect(result).toEqual({ html: '<p>Relay <b>24 V</b></p><img src="x"><a>bad</a>' });
  });

  it('drops any other link target (no framing tricks)', () => {
    expect(sanitizeHtml('<a href="/x" target="_top">x</a><p target="_blank">y</p>')).toEqual({
      html: '<a href="/x">x</a><p>y</p>',
    });
  });

  it('keeps tables, lists and links, and isolates new-tab links', () => {
    const result = sanitizeHtml(
      '<ul><li>IP67</li></ul><table><tbody><tr><td>Coil</td><td>24 V DC</td></tr></tbody></table>' +
        '<a href="https://example.com/datasheet.pdf" target="_blank">Datasheet</a>',
    );
    expect(result).toEqual({
      html:
        '<ul><li>IP67</li></ul><table><tbody><tr><td>Coil</td><td>24 V DC</td></tr></tbody></table>' +
        '<a href="https://example.com/datasheet.pdf" target="_blank" rel="noopener noreferrer">Datasheet</a>',
    });
  });
});

describe('SafeHtml', () => {
  it('renders the sanitised markup', async () => {
    const { container } = render(
      <SafeHtml html={'<h3>Features</h3><p>Screw terminals<script>alert(1)</script></p>'} />,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveAttribute('data-state', 'html');
    expect(root.innerHTML).toBe('<h3>Features</h3><p>Screw terminals</p>');
    expect(screen.getByRole('heading', { name: 'Features' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the fallback for empty or fully unsafe HTML', () => {
    const { rerender, container } = render(
      <SafeHtml html="" fallback="No description available" />,
    );
    expect(container.firstElementChild).toHaveAttribute('data-state', 'fallback');
    expect(container).toHaveTextContent('No description available');
    rerender(<SafeHtml html="<script>alert(1)</script>" fallback="No description available" />);
    expect(container.firstElementChild).toHaveAttribute('data-state', 'fallback');
    rerender(<SafeHtml html={null} />);
    expect(container.firstElementChild).toBeEmptyDOMElement();
  });

  it('passes props and the ref through', () => {
    let node: HTMLDivElement | null = null;
    render(
      <SafeHtml
        html="<p>x</p>"
        className="prose"
        aria-label="Description"
        ref={(el) => {
          node = el;
        }}
      />,
    );
    expect(node).toBe(screen.getByLabelText('Description'));
    expect(screen.getByLabelText('Description')).toHaveClass('prose');
  });
});

describe('SafeHtml in a server-rendered page', () => {
  it('renders the text on the server and while hydrating, then the sanitised markup', async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const { act } = await import('@testing-library/react');
    const html = '<p>Relay <b>24 V</b><script>steal()</script></p>';
    const server = renderToString(<SafeHtml html={html} />);
    // No DOMPurify on a server: the text alone (no script's), escaped by React.
    expect(server).toBe('<div data-state="html">Relay 24 V</div>');
    const container = document.createElement('div');
    container.innerHTML = server;
    document.body.append(container);
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      root = hydrateRoot(container, <SafeHtml html={html} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe('<div data-state="html"><p>Relay <b>24 V</b></p></div>');
    act(() => root?.unmount());
    container.remove();
  });
});
