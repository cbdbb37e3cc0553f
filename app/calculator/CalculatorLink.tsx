import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { CalculatorSearch } from './search'

/**
 * The one link to the home page's calculator (SPEC §2.2's #calculator anchor), for every page that
 * sends a visitor there: the resources tile, an article's closing panel, the 404 suggestions and
 * the service pages' price anchor. It names the home route, and the router writes the visitor's
 * localized path from the route config (app.config.ts `screens`, through app/router.tsx's
 * rewrite): `/#calculator`, `/de#calculator`, `/ru#calculator`. `search` opens the calculator on
 * an estimate (`/?m2=80&type=basic…#calculator`).
 */
export function CalculatorLink(props: { search?: CalculatorSearch; className?: string; children: ReactNode }) {
  return (
    <Link to="/" search={props.search ?? {}} hash="calculator" className={props.className}>
      {props.children}
    </Link>
  )
}
