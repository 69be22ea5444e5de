// WCAG 2 contrast of what the browser actually paints: each control's computed text colour
// against the background it sits on (its own, else its ancestors', blended through any
// transparency), in the page itself. AA: 4.5:1, or 3:1 for large text (24 px, or 18.66 px bold).
import type { Page } from 'playwright-core';

export interface ContrastFailure {
  text: string;
  color: string;
  background: string;
  ratio: number;
  needed: number;
}

/** Every enabled, visible control matching `selector` whose text falls short of AA. */
export function contrastFailures(
  page: Page,
  selector = 'button, a, [role="button"], .chip',
): Promise<ContrastFailure[]> {
  return page.evaluate((selector) => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba => {
      const parts = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    // `top` painted over an opaque `bottom`.
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3];
      return [top[0] * a + bottom[0] * (1 - a), top[1] * a + bottom[1] * (1 - a), top[2] * a + bottom[2] * (1 - a), 1];
    };
    const backgroundOf = (element: Element): Rgba => {
      const layers: Rgba[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const layer = parse(getComputedStyle(node).backgroundColor);
        if (layer[3] > 0) layers.push(layer);
        if (layer[3] >= 1) break;
      }
      return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const failures: ContrastFailure[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const text = element.innerText.trim();
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      // Disabled controls are exempt (WCAG 1.4.3); hidden ones are not seen.
      if (!text || rect.width === 0 || rect.height === 0 || style.visibility === 'hidden') continue;
      if (element.matches(':disabled, [aria-disabled="true"]')) continue;
      const background = backgroundOf(element);
      const color = over(parse(style.color), background);
      const [light, dark] = [luminance(color), luminance(background)].sort((a, b) => b - a) as [number, number];
      const ratio = (light + 0.05) / (dark + 0.05);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const needed = large ? 3 : 4.5;
      if (ratio < needed) {
        failures.push({
          text,
          color: style.color,
          background: `rgb(${background.slice(0, 3).map(Math.round).join(', ')})`,
          ratio: Math.round(ratio * 100) / 100,
          needed,
        });
      }
    }
    return failures;
  }, selector);
}
