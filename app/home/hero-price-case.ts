/** The hero's «desde 45.000 €» speaks of the site's one reference case (see reference-case.ts). */
export { referenceCase as heroPriceCase } from '../calculator/reference-case'
