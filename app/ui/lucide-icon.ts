import { createElement, forwardRef, type SVGProps } from 'react'

type IconData = { name: string; node: [string, Record<string, string>][]; aliases?: string[] }
type IconProps = SVGProps<SVGSVGElement> & { size?: number | string }

/**
 * lucide-react's `createLucideIcon`, cut to what the site uses (scripts/lucide-compact.ts puts it
 * in place for every icon): the same <svg> as lucide-react renders, with its classes, its default
 * attributes and `aria-hidden` when the icon has no accessible name, without the provider context,
 * the absolute or non-scaling stroke options and the generic attribute builder, which the site
 * never uses. It saves about 1 KB gzipped on every page.
 */
export default function createLucideIcon({ name, node, aliases = [] }: IconData) {
  return forwardRef<SVGSVGElement, IconProps>(({ className, size = 24, children, ...rest }, ref) => {
    const named = Object.keys(rest).some(
      (prop) => (prop.startsWith('aria-') || prop === 'role' || prop === 'title') && rest[prop as 'role'] != null,
    )
    const classes = [
      'lucide',
      `lucide-${name}`,
      ...aliases.map((alias) => `lucide-${alias}`),
      ...(className ?? '').split(/\s+/),
    ]
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: [...new Set(classes.filter(Boolean))].join(' '),
        ...(named || children ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...node.map(([tag, attrs]) => createElement(tag, attrs)),
      children,
    )
  })
}
