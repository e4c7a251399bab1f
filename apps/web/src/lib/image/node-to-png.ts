/**
 * A picture of a rendered element, made in the browser with no library (docs/decisions/0900-shareable-report.md):
 * the element is cloned with its computed styles written inline, wrapped in an SVG <foreignObject>, drawn on a
 * canvas at `scale` device pixels per CSS pixel and read back as a PNG. Text, SVG charts and CSS boxes come out
 * as the browser drew them; pseudo-elements and external images are not carried (the report uses neither).
 */
export interface NodeImage {
  /** data:image/png;base64,… */
  dataUrl: string;
  width: number;
  height: number;
}

const XHTML = 'http://www.w3.org/1999/xhtml';

/**
 * Computed styles of a bare element of each tag, so a clone carries only what differs from the default. The bare
 * elements live in an empty frame: the page's own rules (a universal `box-sizing: border-box`, say) must not count
 * as defaults, since the picture's document has none of them.
 */
class DefaultStyles {
  private readonly frame: HTMLIFrameElement;
  private readonly cache = new Map<string, Map<string, string>>();

  constructor(doc: Document) {
    this.frame = doc.createElement('iframe');
    this.frame.setAttribute('aria-hidden', 'true');
    this.frame.tabIndex = -1;
    this.frame.style.cssText = 'position:absolute;left:-10000px;top:0;width:10px;height:10px;border:0;visibility:hidden';
    doc.body.append(this.frame);
  }

  of(element: Element): Map<string, string> {
    const key = `${element.namespaceURI} ${element.localName}`;
    let styles = this.cache.get(key);
    if (!styles) {
      const blank = this.frame.contentDocument!;
      const bare = blank.createElementNS(element.namespaceURI, element.localName);
      blank.body.append(bare);
      const computed = blank.defaultView!.getComputedStyle(bare);
      styles = new Map(Array.from(computed, (name) => [name, computed.getPropertyValue(name)] as const));
      bare.remove();
      this.cache.set(key, styles);
    }
    return styles;
  }

  dispose(): void {
    this.frame.remove();
  }
}

function inlineStyles(source: Element, clone: Element, defaults: DefaultStyles, root: boolean): void {
  const computed = getComputedStyle(source);
  const bare = defaults.of(source);
  const declarations: string[] = [];
  for (const name of Array.from(computed)) {
    const value = computed.getPropertyValue(name);
    // The root writes everything (nothing above it in the picture to inherit from); the rest what differs.
    if (root || bare.get(name) !== value) declarations.push(`${name}:${value}`);
  }
  (clone as HTMLElement | SVGElement).setAttribute('style', declarations.join(';'));
  clone.removeAttribute('class');
  const sourceChildren = source.children;
  const cloneChildren = clone.children;
  for (let i = 0; i < sourceChildren.length; i += 1) inlineStyles(sourceChildren[i]!, cloneChildren[i]!, defaults, false);
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The picture could not be drawn'));
    image.src = src;
  });
}

export async function nodeToPng(node: HTMLElement, scale = 3): Promise<NodeImage> {
  const { width, height } = node.getBoundingClientRect();
  const w = Math.ceil(width);
  const h = Math.ceil(height);
  const clone = node.cloneNode(true) as HTMLElement;
  const defaults = new DefaultStyles(node.ownerDocument);
  try {
    inlineStyles(node, clone, defaults, true);
  } finally {
    defaults.dispose();
  }
  clone.setAttribute('xmlns', XHTML);
  clone.style.margin = '0';
  clone.style.width = `${w}px`;
  clone.style.height = `${h}px`;
  // A phone boosts small text in a document without a viewport, which the picture is: it would grow every line.
  clone.style.setProperty('text-size-adjust', 'none');
  clone.style.setProperty('-webkit-text-size-adjust', 'none');
  // Controls marked data-no-print stay off the picture as they stay off paper.
  for (const hidden of Array.from(clone.querySelectorAll('[data-no-print]'))) hidden.remove();
  const markup = new XMLSerializer().serializeToString(clone);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><foreignObject x="0" y="0" width="100%" height="100%">${markup}</foreignObject></svg>`;
  const image = await loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
  const canvas = node.ownerDocument.createElement('canvas');
  canvas.width = w * scale;
  canvas.height = h * scale;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas to draw on');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.scale(scale, scale);
  context.drawImage(image, 0, 0, w, h);
  return { dataUrl: canvas.toDataURL('image/png'), width: canvas.width, height: canvas.height };
}

/** The picture as a file, for the system share sheet (navigator.share with files). */
export async function pngFile(image: NodeImage, name: string): Promise<File> {
  const blob = await (await fetch(image.dataUrl)).blob();
  return new File([blob], name, { type: 'image/png' });
}
