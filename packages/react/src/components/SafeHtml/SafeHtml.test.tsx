import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { SafeHtml, sanitizeHtml, structureOf } from './SafeHtml';

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

describe('structureOf (the markup without a DOM)', () => {
  it('keeps the structure without any attribute, and drops scripts, styles, media, links and forms', () => {
    expect(
      structureOf(
        '<h3 onclick="steal()">Key features</h3><ul class="x"><li>IP67</li><li>24 V <b>DC</b></li></ul>' +
          '<script>steal()</script><style>p{}</style><!-- note --><img src=x onerror="steal()">' +
          '<a href="javascript:steal()">Datasheet</a><form><input name="card">Send</form>' +
          '<table><tr><th>Coil</th><td>24 V</td></tr></table>',
      ),
    ).toBe(
      '<h3>Key features</h3><ul><li>IP67</li><li>24 V <b>DC</b></li></ul>Datasheet' +
        'Send<table><tr><th>Coil</th><td>24 V</td></tr></table>',
    );
  });

  it('balances the elements: a stray end tag is dropped, what is left open is closed', () => {
    expect(structureOf('</div></p><p>One<ul><li>Two</p>')).toBe('<p>One<ul><li>Two</li></ul></p>');
    expect(structureOf('<table><tr><td>Open')).toBe('<table><tr><td>Open</td></tr></table>');
    expect(structureOf('<p>a<br>b<br/>c</br></p><hr>')).toBe('<p>a<br>b<br>c</p><hr>');
  });

  it('escapes text, keeping character references, so no markup can come out of it', () => {
    expect(structureOf('Water &amp; wastewater &gt; 5 &#37; & more < less "q"')).toBe(
      'Water &amp; wastewater &gt; 5 &#37; &amp; more &lt; less &quot;q&quot;',
    );
    expect(structureOf('<SCRIPT>steal()</SCRIPT><p title="a>b">x</p>')).toBe('<p>b&quot;&gt;x</p>');
    expect(structureOf('<scr<script>ipt>alert(1)</script><svg onload=steal()>x</svg>')).toBe(
      'ipt&gt;alert(1)x',
    );
    // Whatever the input, the output holds no attribute and no element outside the list.
    const tags = [
      ...structureOf('<p id=x><iframe src=y></iframe><b a=1>z</b>').matchAll(/<[^>]*>/g),
    ];
    expect(tags.map((tag) => tag[0])).toEqual(['<p>', '<b>', '</b>', '</p>']);
  });
});

describe('SafeHtml in a server-rendered page', () => {
  it('renders the structure on the server and while hydrating, then the sanitised markup', async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const { act } = await import('@testing-library/react');
    const html =
      '<p>Relay <b>24 V</b><script>steal()</script></p><ul><li><a href="/d.pdf">Datasheet</a></li></ul>';
    const server = renderToString(<SafeHtml html={html} />);
    // No DOMPurify on a server: the elements of the structure without attributes (no link), and
    // no script; as tall as the sanitised markup that follows.
    expect(server).toBe(
      '<div data-state="html"><p>Relay <b>24 V</b></p><ul><li>Datasheet</li></ul></div>',
    );
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
    expect(container.innerHTML).toBe(
      '<div data-state="html"><p>Relay <b>24 V</b></p><ul><li><a href="/d.pdf">Datasheet</a></li></ul></div>',
    );
    act(() => root?.unmount());
    container.remove();
  });

  it('shows the fallback on the server for HTML with nothing of the structure left', async () => {
    const { renderToString } = await import('react-dom/server');
    expect(renderToString(<SafeHtml html="<script>steal()</script>" fallback="None" />)).toBe(
      '<div data-state="fallback">None</div>',
    );
  });
});
