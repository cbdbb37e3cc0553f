-- Sample posts for the resources blog: nine published articles in five languages and one draft
-- that must never appear on the site. Loaded by `supabase db reset` and by the embedded store.

insert into public.blog_posts (id, slug, category, image_url, seo_score, views_count, published_at,
  title_es, title_en, title_fr, title_de, title_ru,
  excerpt_es, excerpt_en, excerpt_fr, excerpt_de, excerpt_ru,
  content_es, content_en, content_fr, content_de, content_ru,
  meta_description_es, meta_description_en, meta_description_fr, meta_description_de, meta_description_ru,
  keywords)
values ('0b1a7c3e-1001-4a6b-9c01-000000000001', 'cuanto-cuesta-reforma-integral-madrid', 'guide', '/blog/cuanto-cuesta-reforma-integral-madrid.svg', 94, 2870, '2026-11-12',
  $md$Cuánto cuesta una reforma integral en Madrid en 2026$md$,
  $md$How Much Does a Full Home Renovation Cost in Madrid in 2026?$md$,
  $md$Combien coûte une rénovation complète à Madrid en 2026 ?$md$,
  $md$Was kostet eine Komplettsanierung in Madrid? Preise 2026$md$,
  $md$Капитальный ремонт квартиры в Мадриде: цены 2026 года$md$,
  $md$Precios por m² según acabados, un ejemplo de 80 m², qué encarece la obra y cómo te protege un presupuesto cerrado.$md$,
  $md$Prices per m² by finish level, an 80 m² example, what pushes the cost up and how a fixed-price quote protects you.$md$,
  $md$Prix au m² selon les finitions, un exemple pour 80 m², ce qui fait grimper la facture et comment un devis à prix ferme vous protège.$md$,
  $md$Preise pro m² nach Ausstattungsniveau, ein Beispiel mit 80 m², was die Kosten in die Höhe treibt und warum ein Festpreisangebot Sie schützt.$md$,
  $md$Цены за м² по уровню отделки, пример для квартиры 80 м², что влияет на стоимость и как вас защищает фиксированная цена в договоре.$md$,
  $md$Si estás pensando en reformar tu piso por completo, la primera pregunta casi siempre es la misma: ¿cuánto me va a costar? En Madrid, en 2026, una reforma integral se mueve en una horquilla amplia, de **400 a 1.200 € por m²**. La cifra exacta depende de unas pocas decisiones clave.

![Salón de un piso en Madrid después de una reforma integral](/blog/cuanto-cuesta-reforma-integral-madrid.svg)

## Precio por m² según la calidad de los acabados

Como orientación, hay tres niveles de calidad habituales:

- **Calidad básica (400–⁠600 €/m²):** renovación de instalaciones, suelos y pintura con materiales de buena relación calidad-precio, manteniendo la distribución.
- **Calidad estándar (600–⁠900 €/m²):** cambios parciales de distribución, cocina y baños completos de gama media, carpintería interior nueva y mejor aislamiento.
- **Calidad premium (900–⁠1.200 €/m²):** redistribución completa, materiales premium, climatización eficiente, domótica y mobiliario a medida.

### Ejemplo: un piso de 80 m²

Aplicando la horquilla a un piso típico de 80 m², el presupuesto iría de **32.000 € en calidad básica a 96.000 € en calidad premium**. Lo habitual es quedar en un punto intermedio, invirtiendo más en la cocina o el baño principal. Nuestra calculadora de presupuesto parte del valor alto de cada nivel (600, 900 y 1.200 €/m²) y suma aparte la cocina y los baños, para que su precio orientativo no se quede corto.

## Qué hace subir o bajar el precio

Cuatro factores explican casi todas las diferencias de precio:

1. **Instalaciones.** Renovar electricidad, fontanería y climatización es una de las partidas más importantes, y en un edificio antiguo suele ser imprescindible.
2. **Cambios de distribución.** Tirar tabiques, mover la cocina o crear un baño nuevo implica demoliciones, nuevas tomas y, a veces, permisos adicionales.
3. **Acabados.** Entre un porcelánico estándar y una piedra natural, o entre una cocina modular y una a medida, la diferencia por metro puede ser enorme.
4. **Condicionantes del edificio.** La falta de ascensor, los horarios de la comunidad, un edificio protegido o una calle de difícil acceso encarecen la logística.

## El IVA, una partida que no hay que olvidar

Comprueba siempre si el presupuesto incluye IVA. En muchos casos, las obras de renovación de una vivienda pueden tributar al 10 % en lugar del 21 % general, siempre que se cumplan ciertos requisitos, como la antigüedad de la vivienda o el peso de los materiales que aporta la empresa. Consulta las condiciones vigentes en la [Agencia Tributaria](https://www.agenciatributaria.es) o con tu asesor antes de firmar.

## Por qué un precio cerrado te protege

El mayor riesgo de una reforma no es el precio inicial, sino las desviaciones. En Hogara Reformas trabajamos con **precio cerrado por contrato**: en 24 horas te enviamos un primer presupuesto gratuito y, tras la visita técnica, también gratuita, el presupuesto cerrado, partida a partida. Si algo cambia, se acuerda por escrito antes de ejecutarlo, y la obra cuenta con una garantía de 5 años por escrito.

Puedes ver cómo planteamos cada proyecto en nuestra página de [reformas integrales](/reformas-integrales). Cuéntanos qué quieres cambiar y te preparamos un presupuesto gratuito y sin compromiso.$md$,
  $md$If you’re thinking of renovating your flat from top to bottom, the first question is almost always the same: how much will it cost? In Madrid in 2026, a full home renovation falls within a wide range, from **€400 to €1,200 per m²**. The exact figure depends on a few key decisions.

![Living room of a flat in Madrid after a full home renovation](/blog/cuanto-cuesta-reforma-integral-madrid.svg)

## Price per m² by finish level

As a rough guide, there are three common levels:

- **Basic (€400–⁠600/m²):** new plumbing and wiring, flooring and paint with good-value materials, keeping the existing layout.
- **Standard (€600–⁠900/m²):** some layout changes, a complete mid-range kitchen and bathrooms, new internal doors and joinery, and better insulation.
- **Premium (€900–⁠1,200/m²):** a completely new layout, premium materials, efficient heating and air conditioning, home automation and made-to-measure furniture.

### Example: an 80 m² flat

For a typical 80 m² flat, that means anything from **€32,000 at the basic level to €96,000 at the premium level**. Most projects end up somewhere in between, with more spent on the kitchen or the main bathroom. Our cost calculator works from the top of each level (€600, €900 and €1,200/m²) and adds the kitchen and bathrooms separately, so its estimate doesn’t fall short.

## What pushes the price up or down

Four factors account for almost all of the difference in price:

1. **Plumbing, wiring and air conditioning.** Renewing them is one of the largest items in the quote, and in an old building it’s usually essential.
2. **Layout changes.** Knocking down walls, moving the kitchen or adding a bathroom means demolition, new connections and sometimes extra permits.
3. **Finishes.** Between standard porcelain tiles and natural stone, or between a modular kitchen and a made-to-measure one, the difference per square metre can be huge.
4. **The building itself.** No lift, working hours set by the community of owners, a listed (catalogado) building or a street that is hard to reach all push up logistics costs.

## Don’t forget the VAT

Always check whether the quote includes VAT (IVA). In many cases, renovation work on a home can be charged at 10% instead of the standard 21%, as long as certain conditions are met, such as the age of the property or the share of materials supplied by the company. Check the current rules with the [Agencia Tributaria](https://www.agenciatributaria.es) (the Spanish tax agency) or your tax adviser before signing.

## Why a fixed price protects you

The biggest risk in a renovation isn’t the starting price but cost overruns. Our prices are **fixed in the contract**: after the free site visit, we confirm yours in writing, line by line. If anything changes, we agree it in writing before the work is done, and the finished work carries a 5-year written warranty.

You can see how we approach each project on our [full home renovations](/en/house-renovation-spain) page. When you’re ready, send us a few details about your flat and your free quote will be with you within 24 hours, with no obligation.$md$,
  $md$Vous pensez rénover entièrement votre appartement ? La première question est presque toujours la même : « Combien cela va-t-il me coûter ? » À Madrid, en 2026, une rénovation complète se situe dans une fourchette large, de **400 à 1 200 € le m²**. Le chiffre exact dépend de quelques décisions clés.

![Salon d’un appartement à Madrid après une rénovation complète](/blog/cuanto-cuesta-reforma-integral-madrid.svg)

## Le prix au m² selon le niveau de finition

À titre indicatif, on distingue trois niveaux de finition, les mêmes que dans notre simulateur :

- **Finition essentielle (400 à 600 €/m²) :** réfection des installations, des sols et des peintures avec des matériaux au bon rapport qualité-prix, sans changer la distribution.
- **Finition standard (600 à 900 €/m²) :** modifications partielles de la distribution, cuisine et salles de bains complètes en milieu de gamme, menuiseries intérieures neuves et meilleure isolation.
- **Finition premium (900 à 1 200 €/m²) :** redistribution complète, matériaux haut de gamme, climatisation performante, domotique et mobilier sur mesure.

### Exemple : un appartement de 80 m²

Appliquée à un appartement type de 80 m², cette fourchette donne un budget allant de **32 000 € en finition essentielle à 96 000 € en finition premium**. En pratique, la plupart des budgets se situent au milieu de la fourchette, car on investit volontiers davantage dans la cuisine ou la salle de bains principale. Notre simulateur de prix part du haut de chaque fourchette (600, 900 et 1 200 €/m²) et ajoute à part la cuisine et les salles de bains, pour que son prix indicatif ne soit pas sous-estimé.

## Ce qui fait monter ou baisser le prix

Quatre facteurs expliquent presque tous les écarts de prix :

1. **Les installations.** Refaire l’électricité, la plomberie et la climatisation est l’un des postes les plus importants, et dans un immeuble ancien c’est généralement indispensable.
2. **Les changements de distribution.** Abattre des cloisons, déplacer la cuisine ou créer une salle de bains implique des démolitions, de nouveaux raccordements et parfois des autorisations supplémentaires.
3. **Les finitions.** Entre un grès cérame standard et une pierre naturelle, ou entre une cuisine en modules standard et une cuisine sur mesure, l’écart au mètre carré peut être énorme.
4. **Les contraintes de l’immeuble.** L’absence d’ascenseur, les horaires fixés par la copropriété, un immeuble protégé au titre du patrimoine ou une rue difficile d’accès alourdissent la logistique.

## La TVA, un poste à ne pas oublier

Vérifiez toujours si le devis inclut la TVA (IVA en Espagne). Dans bien des cas, les travaux de rénovation d’un logement peuvent bénéficier d’un taux de TVA réduit de 10 % au lieu du taux normal de 21 %, sous certaines réserves (ancienneté du logement, part des matériaux fournis par l’entreprise…). Consultez les règles en vigueur auprès de l’[administration fiscale espagnole](https://www.agenciatributaria.es) ou de votre conseiller avant de signer.

## Pourquoi un prix ferme vous protège

Le plus grand risque d’une rénovation n’est pas le prix de départ, mais les dépassements. Chez Hogara Reformas, nous travaillons à **prix ferme inscrit au contrat** : vous recevez un premier chiffrage gratuit sous 24 heures puis, après la visite technique, gratuite elle aussi, votre devis à prix ferme, détaillé poste par poste. Toute modification est chiffrée et validée par écrit avant d’être réalisée, et les travaux bénéficient d’une garantie écrite de 5 ans.

Découvrez comment nous abordons chaque projet sur notre page [rénovation complète](/fr/renovation-maison-espagne). Dites-nous ce que vous souhaitez changer : nous préparons votre devis gratuitement et sans engagement.$md$,
  $md$Wenn Sie Ihre Wohnung komplett sanieren möchten, lautet die erste Frage fast immer: Was wird das kosten? In Madrid bewegt sich eine Komplettsanierung 2026 in einer breiten Spanne, **von 400 bis 1.200 € pro m²**. Wo Ihr Projekt in dieser Spanne liegt, hängt von wenigen zentralen Entscheidungen ab.

![Wohnzimmer einer Madrider Wohnung nach der Komplettsanierung](/blog/cuanto-cuesta-reforma-integral-madrid.svg)

## Preis pro m² nach Ausstattungsniveau

Zur Orientierung gibt es drei übliche Stufen:

- **Basis (400–⁠600 €/m²):** neue Installationen, Böden und Anstrich, mit Materialien, die ein gutes Preis-Leistungs-Verhältnis bieten; der Grundriss bleibt, wie er ist.
- **Standard (600–⁠900 €/m²):** teilweise neue Raumaufteilung, komplette Küche und Bäder im mittleren Segment, neue Innentüren und bessere Dämmung.
- **Premium (900–⁠1.200 €/m²):** komplett neuer Grundriss, hochwertige Materialien, effiziente Klimatisierung, Smart-Home-Technik und Möbel nach Maß.

### Beispiel: eine Wohnung mit 80 m²

Für eine typische Wohnung mit 80 m² reicht die Spanne von **32.000 € im Basisniveau bis 96.000 € im Premiumniveau**. Meist liegt der Preis irgendwo dazwischen, oft mit einem größeren Budget für die Küche oder das Hauptbad. Unser Kostenrechner rechnet mit dem oberen Wert jeder Stufe (600, 900 und 1.200 €/m²) und schlägt Küche und Bäder gesondert auf, damit seine Kostenschätzung nicht zu knapp ausfällt.

## Was den Preis steigen oder sinken lässt

Vier Faktoren erklären fast alle Preisunterschiede:

1. **Installationen.** Elektrik, Wasserleitungen und Klimatisierung zu erneuern, ist einer der größten Posten und in einem Altbau meist unverzichtbar.
2. **Grundrissänderungen.** Wände entfernen, die Küche versetzen oder ein neues Bad schaffen bedeutet Abbrucharbeiten, neue Anschlüsse und manchmal zusätzliche Genehmigungen.
3. **Ausstattung.** Zwischen Standard-Feinsteinzeug und Naturstein oder zwischen einer Modulküche und einer Küche nach Maß kann der Unterschied pro Quadratmeter enorm sein.
4. **Gegebenheiten des Gebäudes.** Ein fehlender Aufzug, die Ruhezeiten der Eigentümergemeinschaft, ein denkmalgeschütztes Gebäude oder eine schwer zugängliche Straße verteuern die Logistik.

## Die Mehrwertsteuer nicht vergessen

Prüfen Sie immer, ob das Angebot die Mehrwertsteuer (IVA) enthält. In vielen Fällen können Renovierungsarbeiten an einer Wohnung mit 10 % statt der regulären 21 % besteuert werden, sofern bestimmte Voraussetzungen erfüllt sind, etwa das Alter der Wohnung oder der Anteil der vom Unternehmen gelieferten Materialien. Informieren Sie sich vor der Unterschrift bei der [spanischen Steuerbehörde (Agencia Tributaria)](https://www.agenciatributaria.es) oder bei Ihrem Steuerberater über die geltenden Bedingungen.

## Warum ein Festpreis Sie schützt

Das größte Risiko einer Renovierung ist nicht der Anfangspreis, sondern das, was später noch dazukommt. Bei Hogara Reformas arbeiten wir mit einem **vertraglich vereinbarten Festpreis**: Innerhalb von 24 Stunden erhalten Sie eine kostenlose Kostenschätzung, nach dem ebenfalls kostenlosen Vor-Ort-Termin dann das Festpreisangebot mit allen Einzelpositionen. Ändert sich etwas, vereinbaren wir das vor der Ausführung schriftlich, und auf die Arbeiten geben wir eine schriftliche Garantie von 5 Jahren.

Wie wir jedes Projekt angehen, sehen Sie auf unserer Seite zur [Komplettsanierung](/de/hausrenovierung-spanien). Erzählen Sie uns, was Sie verändern möchten, und Sie erhalten eine kostenlose, unverbindliche Kostenschätzung.$md$,
  $md$Если вы задумали полностью переделать квартиру, первый вопрос почти всегда один и тот же: сколько это будет стоить? В Мадриде в 2026 году цены на капитальный ремонт сильно разнятся: **от 400 до 1 200 € за м²**. Точная сумма зависит от нескольких ключевых решений.

![Гостиная мадридской квартиры после капитального ремонта](/blog/cuanto-cuesta-reforma-integral-madrid.svg)

## Цена за м² в зависимости от уровня отделки

Для ориентира можно выделить три типичных уровня отделки:

- **Базовый (400–⁠600 €/м²):** замена электропроводки и сантехники, новые полы и покраска; материалы недорогие, но надёжные, планировка остаётся прежней.
- **Стандарт (600–⁠900 €/м²):** частичная перепланировка, полностью новые кухня и ванные среднего класса, новые межкомнатные двери, улучшенная теплоизоляция.
- **Премиум (900–⁠1 200 €/м²):** полная перепланировка, дорогие материалы, энергоэффективные отопление и кондиционирование, «умный дом» и мебель на заказ.

### Пример: квартира 80 м²

Для типичной квартиры площадью 80 м² бюджет составит **от 32 000 € на базовом уровне до 96 000 € на премиальном**. Чаще всего выбирают что-то среднее, а больше вкладывают в кухню или основную ванную. Наш калькулятор стоимости ремонта считает по верхней границе каждого уровня (600, 900 и 1 200 €/м²) и отдельно добавляет кухню и санузлы, чтобы ориентировочная сумма не оказалась заниженной.

## Что влияет на цену

Почти всю разницу в цене объясняют четыре фактора:

1. **Инженерные системы.** Полная замена электрики, водопровода и климатического оборудования — одна из крупнейших статей расходов, но в старом доме она обычно неизбежна.
2. **Перепланировка.** Снос перегородок, перенос кухни или новая ванная комната означают демонтаж, новые подключения, а иногда и дополнительные разрешения.
3. **Отделка.** Стандартный керамогранит или натуральный камень, модульная кухня или кухня на заказ — разница в цене за метр может быть очень большой.
4. **Особенности здания.** Отсутствие лифта, часы работ, установленные сообществом собственников, статус объекта культурного наследия или узкая улица с трудным подъездом удорожают логистику.

## Не забудьте про НДС (IVA)

Всегда уточняйте, включён ли НДС в смету. Во многих случаях ремонт жилья может облагаться по сниженной ставке 10 % вместо стандартных 21 % при соблюдении определённых условий — они касаются, например, возраста жилья и доли материалов, которые поставляет подрядчик. Актуальные правила стоит проверить на сайте [налоговой службы Испании](https://www.agenciatributaria.es) или у вашего консультанта до подписания договора.

## Почему фиксированная цена вас защищает

Главный риск ремонта — не начальная цена, а перерасход. Поэтому мы работаем по **фиксированной цене, закреплённой в договоре**: в течение 24 часов после заявки присылаем бесплатный расчёт стоимости, а после выезда специалиста, тоже бесплатного, — подробную смету по статьям. Любые изменения согласуются письменно до начала работ, а на выполненные работы действует письменная гарантия 5 лет.

[Подробнее о том, как мы ведём капитальный ремонт](/ru/remont-doma-ispania). Расскажите, что вы хотите изменить, и мы бесплатно и без обязательств рассчитаем стоимость.$md$,
  $md$Reforma integral en Madrid en 2026: de 400 a 1.200 €/m² según acabados. Ejemplo de 80 m², factores de precio, IVA y ventajas del precio cerrado.$md$,
  $md$A full home renovation in Madrid in 2026: €400 to €1,200 per m² by finish level. An 80 m² example, price factors, VAT and why a fixed price helps.$md$,
  $md$Rénovation complète à Madrid en 2026 : de 400 à 1 200 €/m² selon les finitions. Exemple pour 80 m², facteurs de prix, TVA et avantages du prix ferme.$md$,
  $md$Komplettsanierung in Madrid 2026: 400 bis 1.200 €/m² je nach Ausstattung. Beispiel für 80 m², Preisfaktoren, Mehrwertsteuer (IVA) und Festpreis.$md$,
  $md$Капитальный ремонт в Мадриде в 2026 году: 400–1 200 €/м² по уровню отделки, пример для 80 м², что влияет на стоимость, НДС и фиксированная цена в договоре.$md$,
  array['precio reforma integral madrid', 'reforma integral precio m2', 'coste reforma piso 80 m2', 'full renovation cost madrid', 'renovation price per m2 spain']);

insert into public.blog_posts (id, slug, category, image_url, seo_score, views_count, published_at,
  title_es, title_en, title_fr, title_de, title_ru,
  excerpt_es, excerpt_en, excerpt_fr, excerpt_de, excerpt_ru,
  content_es, content_en, content_fr, content_de, content_ru,
  meta_description_es, meta_description_en, meta_description_fr, meta_description_de, meta_description_ru,
  keywords)
values ('0b1a7c3e-1001-4a6b-9c01-000000000002', 'licencia-obras-madrid-declaracion-responsable', 'guide', '/blog/licencia-obras-madrid-declaracion-responsable.svg', 89, 1640, '2026-10-21',
  $md$¿Licencia de obras o declaración responsable en Madrid?$md$,
  $md$Building Permit or Declaración Responsable in Madrid?$md$,
  $md$Travaux à Madrid : permis ou declaración responsable ?$md$,
  $md$Baugenehmigung in Madrid: Wann reicht eine Bauanzeige?$md$,
  $md$Нужно ли разрешение на ремонт квартиры в Мадриде?$md$,
  $md$Qué obras se tramitan con declaración responsable y cuáles necesitan licencia en Madrid, qué documentos se piden, plazos y normas de la comunidad.$md$,
  $md$Which work in Madrid only needs a declaración responsable and which needs a building permit, the documents required, timescales and your community’s rules.$md$,
  $md$Quels travaux passent par une declaración responsable et lesquels exigent un permis de travaux à Madrid, les documents demandés, les délais et les règles de la copropriété.$md$,
  $md$Welche Arbeiten in Madrid mit einer Bauanzeige (declaración responsable) auskommen und welche eine Baugenehmigung brauchen, welche Unterlagen und Fristen gelten und was die Eigentümergemeinschaft vorschreibt.$md$,
  $md$Какие работы в Мадриде можно начать по уведомлению (declaración responsable), а для каких нужно разрешение: документы, сроки и правила дома.$md$,
  $md$Antes de empezar una reforma en Madrid conviene aclarar qué permiso necesitas. Elegir mal el trámite puede suponer multas o la paralización de la obra, aunque la mayoría de las reformas interiores se resuelven con un procedimiento sencillo.

![Planos de una vivienda preparados para tramitar el permiso de obras](/blog/licencia-obras-madrid-declaracion-responsable.svg)

## Declaración responsable o licencia: la diferencia

### Cuándo suele bastar una declaración responsable

La declaración responsable es un documento con el que comunicas al ayuntamiento que vas a hacer una obra y que esta cumple la normativa. En muchos casos permite empezar desde su presentación, sin esperar una resolución. Suele ser suficiente para:

- Cambiar suelos, alicatados, sanitarios o la cocina.
- Renovar las instalaciones de electricidad, fontanería o climatización.
- Mover o eliminar tabiques (nunca muros de carga).

### Cuándo hace falta una licencia

La licencia de obras, que requiere una resolución expresa del ayuntamiento, suele exigirse cuando la obra:

- Afecta a elementos estructurales, como muros de carga o forjados.
- Modifica la fachada, la cubierta o elementos comunes del edificio.
- Se realiza en un edificio con algún nivel de protección histórica o artística.
- Implica un cambio de uso, por ejemplo de local a vivienda.

Cada caso depende de la ordenanza municipal vigente, así que consulta siempre la información oficial del [Ayuntamiento de Madrid](https://www.madrid.es) o del municipio donde esté tu vivienda.

## Documentación habitual

Según la obra, lo normal es preparar:

1. El impreso de solicitud o de declaración responsable.
2. Una descripción de las obras y un presupuesto detallado.
3. Un proyecto técnico firmado por un profesional competente, cuando la obra lo exige.
4. El justificante de pago de la tasa y, en su caso, del impuesto sobre construcciones, instalaciones y obras (ICIO).
5. La autorización para ocupar la vía pública si hace falta un contenedor o un andamio.

## La comunidad de propietarios también cuenta

Además del ayuntamiento, revisa los estatutos y las normas internas de tu comunidad. Es habitual tener que avisar al administrador antes de empezar, respetar los horarios de ruido, proteger el portal y el ascensor y retirar correctamente los escombros. Si la obra toca elementos comunes, como bajantes, fachada o estructura, la Ley de Propiedad Horizontal exige en general la autorización de la junta de propietarios.

## Plazos orientativos

Con una declaración responsable completa, en muchos casos se puede empezar casi de inmediato, aunque el ayuntamiento puede revisarla después. Una licencia puede tardar desde varias semanas hasta varios meses, según la complejidad del proyecto y la carga de trabajo municipal. Conviene iniciar el trámite mientras se cierra el diseño.

## Nosotros nos encargamos del papeleo

En Hogara Reformas analizamos tu proyecto en la visita técnica gratuita, te decimos qué trámite corresponde y nos ocupamos de preparar y presentar la documentación. Descubre cómo trabajamos en nuestras [reformas integrales](/reformas-integrales) y pídenos un presupuesto gratuito y sin compromiso.$md$,
  $md$Before starting a renovation in Madrid, it’s worth being clear about which permit you need. Choosing the wrong procedure can lead to fines or to the work being stopped, although most interior renovations only need a simple procedure.

![Plans of a flat ready for the permit application](/blog/licencia-obras-madrid-declaracion-responsable.svg)

## Declaración responsable or building permit: the difference

### When a declaración responsable is usually enough

A declaración responsable (a self-certified notice of works) is a document in which you tell the council that you’re going to carry out work and that it complies with the regulations. In many cases you can start as soon as you have filed it, without waiting for a decision. It is usually enough to:

- Replace floors, wall tiles, sanitaryware or the kitchen.
- Renew the wiring, plumbing or air conditioning.
- Change interior partition walls that are not load-bearing.

### When you need a building permit

A building permit (licencia urbanística), which requires a formal decision from the council, is usually needed when the work:

- Affects structural elements, such as load-bearing walls or floor slabs.
- Changes the facade, the roof or the building’s common parts.
- Is in a listed building (catalogado), one with some level of historic or artistic protection.
- Involves a change of use, for example from commercial premises to a home.

The details depend on the local by-laws in force, so always check the official information from the [Madrid City Council](https://www.madrid.es) or the council of the town where your home is.

## The usual documents

Depending on the work, you’ll normally need:

1. The application form or the declaración responsable form.
2. A description of the work and a detailed quote.
3. Technical drawings and specifications (proyecto técnico) signed by an architect or other qualified professional, when the work requires them.
4. Proof of payment of the fee and, where applicable, of the construction tax (ICIO).
5. A street-use permit if you need a skip or scaffolding.

## Your community of owners has a say too

As well as the council, check the statutes and internal rules of your community of owners. You’ll often have to tell the managing agent before you start, keep to the permitted noise hours, protect the entrance hall and the lift, and remove the rubble properly. If the work affects common parts, such as downpipes, the facade or the structure, the Ley de Propiedad Horizontal (the Spanish Horizontal Property Act, which governs communities of owners) generally requires the approval of the owners’ meeting.

## Typical timescales

With a complete declaración responsable, in many cases you can start almost immediately, although the council may check it afterwards. A building permit can take anything from several weeks to several months, depending on how complex the project is and on the council’s workload. It’s a good idea to start the paperwork while the design is being finalised.

## We take care of the paperwork

We look at your project during the free site visit, tell you which procedure applies, and prepare and file the documents for you. Find out how we work on our [full home renovations](/en/house-renovation-spain) page and ask us for a free quote, with no obligation.$md$,
  $md$Avant de lancer une rénovation à Madrid, mieux vaut savoir de quelle autorisation vous avez besoin. Se tromper de démarche peut valoir une amende ou l’arrêt du chantier, même si la plupart des rénovations intérieures se règlent par une procédure simple.

![Plans d’un logement préparés pour la demande d’autorisation de travaux](/blog/licencia-obras-madrid-declaracion-responsable.svg)

## Declaración responsable ou permis de travaux : la différence

### Quand une declaración responsable suffit généralement

La declaración responsable (déclaration de travaux) est un document par lequel vous informez la mairie que vous allez réaliser des travaux et qu’ils respectent la réglementation. Dans bien des cas, elle permet de commencer dès son dépôt, sans attendre de décision. Elle suffit généralement pour :

- Remplacer les sols, la faïence, les sanitaires ou la cuisine.
- Refaire les installations d’électricité, de plomberie ou de climatisation.
- Modifier des cloisons intérieures non porteuses.

### Quand un permis de travaux est nécessaire

Le permis de travaux (licencia urbanística), qui suppose une décision expresse de la mairie, est généralement requis lorsque les travaux :

- Touchent à la structure, comme les murs porteurs ou les planchers.
- Modifient la façade, la toiture ou les parties communes de l’immeuble.
- Concernent un immeuble protégé au titre du patrimoine historique ou artistique, quel que soit son niveau de protection.
- Impliquent un changement d’usage, par exemple d’un local commercial en logement.

Chaque cas dépend du règlement municipal en vigueur : consultez toujours les informations officielles de la [mairie de Madrid](https://www.madrid.es) ou de la commune où se trouve votre logement.

## Les documents habituels

Selon les travaux, on prépare en général :

1. Le formulaire de demande de permis ou de declaración responsable.
2. Une description des travaux et un devis détaillé.
3. Un projet technique signé par un professionnel habilité, lorsque les travaux l’exigent.
4. Le justificatif de paiement de la taxe municipale et, le cas échéant, de l’impôt sur les constructions, installations et ouvrages (ICIO).
5. L’autorisation d’occuper la voie publique s’il faut une benne ou un échafaudage.

## La copropriété a aussi son mot à dire

Au-delà de la mairie, relisez le règlement de copropriété et les règles internes de l’immeuble. Il faut souvent prévenir le syndic avant de commencer, respecter les horaires pour le bruit, protéger le hall et l’ascenseur et évacuer correctement les gravats. Si les travaux touchent des parties communes, comme les descentes d’eau, la façade ou la structure, la loi espagnole sur la copropriété (Ley de Propiedad Horizontal) exige en général l’accord de l’assemblée générale des copropriétaires.

## Les délais indicatifs

Avec une declaración responsable complète, on peut souvent commencer presque immédiatement, même si la mairie peut la contrôler ensuite. Un permis de travaux peut prendre de quelques semaines à plusieurs mois, selon la complexité du projet et la charge des services municipaux. Mieux vaut lancer la démarche pendant que l’on finalise la conception.

## Nous nous occupons des formalités

Lors de la visite technique gratuite, nous étudions votre projet, nous vous indiquons la démarche qui s’applique et nous préparons et déposons le dossier pour vous. Notre page [rénovation complète](/fr/renovation-maison-espagne) présente notre façon de travailler ; demandez-nous un devis gratuit et sans engagement.$md$,
  $md$Bevor Sie in Madrid mit einer Renovierung beginnen, sollten Sie klären, welche Genehmigung Sie brauchen. Das falsche Verfahren kann Bußgelder oder einen Baustopp nach sich ziehen – auch wenn für die meisten Renovierungen im Inneren ein einfaches Verfahren genügt.

![Grundrisse einer Wohnung, vorbereitet für das Genehmigungsverfahren](/blog/licencia-obras-madrid-declaracion-responsable.svg)

## Bauanzeige oder Baugenehmigung: der Unterschied

### Wann eine Bauanzeige meist genügt

Die Bauanzeige (declaración responsable) ist ein Dokument, mit dem Sie der Gemeinde mitteilen, dass Sie Arbeiten ausführen werden und dass diese den Vorschriften entsprechen. In vielen Fällen dürfen Sie direkt nach der Einreichung beginnen, ohne auf einen Bescheid zu warten. Meist reicht sie für:

- den Austausch von Böden, Fliesen, Sanitärobjekten oder der Küche,
- die Erneuerung von Elektrik, Wasserleitungen oder Klimatisierung,
- Änderungen an nichttragenden Innenwänden.

### Wann eine Baugenehmigung nötig ist

Eine Baugenehmigung (licencia urbanística) – also ein ausdrücklicher Bescheid der Gemeinde – ist in der Regel nötig, wenn die Arbeiten:

- tragende Bauteile wie tragende Wände oder Geschossdecken betreffen,
- die Fassade, das Dach oder Gemeinschaftseigentum des Gebäudes verändern,
- in einem Gebäude mit Denkmalschutz stattfinden,
- eine Nutzungsänderung bedeuten, etwa vom Ladenlokal zur Wohnung.

Was im Einzelfall gilt, regeln die kommunalen Bauvorschriften (ordenanzas). Prüfen Sie daher immer die offiziellen Informationen der [Stadt Madrid](https://www.madrid.es) oder der Gemeinde, in der Ihre Wohnung liegt.

## Übliche Unterlagen

Je nach Art der Arbeiten brauchen Sie in der Regel:

1. das Antragsformular bzw. das Formular der Bauanzeige,
2. eine Beschreibung der Arbeiten und einen detaillierten Kostenvoranschlag,
3. von einer befugten Fachperson unterzeichnete Planunterlagen (proyecto técnico), wenn die Arbeiten es erfordern,
4. den Nachweis über die Zahlung der Gebühr und gegebenenfalls der Bausteuer (ICIO),
5. die Sondernutzungserlaubnis, falls ein Container oder Gerüst auf öffentlichem Grund steht.

## Auch die Eigentümergemeinschaft redet mit

Neben der Gemeinde sollten Sie die Satzung und die Hausordnung Ihrer Eigentümergemeinschaft prüfen. Häufig müssen Sie die Hausverwaltung vor Beginn informieren, Ruhezeiten einhalten, Eingang und Aufzug schützen und den Bauschutt ordnungsgemäß entsorgen. Betreffen die Arbeiten Gemeinschaftseigentum wie Fallrohre, Fassade oder Tragwerk, verlangt das spanische Wohnungseigentumsgesetz (Ley de Propiedad Horizontal) in der Regel die Zustimmung der Eigentümerversammlung.

## Fristen zur Orientierung

Mit einer vollständigen Bauanzeige können Sie in vielen Fällen fast sofort beginnen, auch wenn die Gemeinde sie später noch prüfen kann. Bis eine Baugenehmigung erteilt ist, können einige Wochen bis mehrere Monate vergehen – je nach Komplexität des Projekts und Auslastung der Behörde. Deshalb lohnt es sich, das Verfahren schon zu starten, während die Planung fertiggestellt wird.

## Wir kümmern uns um die Formalitäten

Beim kostenlosen Vor-Ort-Termin prüfen wir Ihr Projekt, sagen Ihnen, welches Verfahren gilt, erstellen die Unterlagen und reichen sie für Sie ein. Wie wir arbeiten, sehen Sie auf unserer Seite zur [Komplettsanierung](/de/hausrenovierung-spanien). Fordern Sie Ihre kostenlose, unverbindliche Kostenschätzung an.$md$,
  $md$Прежде чем начинать ремонт в Мадриде, стоит выяснить, какое разрешение вам нужно. Если выбрать не ту процедуру, можно получить штраф или предписание остановить работы. Впрочем, для большинства ремонтов внутри квартиры процедура несложная.

![Чертежи квартиры, подготовленные для оформления разрешения на работы](/blog/licencia-obras-madrid-declaracion-responsable.svg)

## Уведомление или разрешение: в чём разница

### Когда обычно достаточно уведомления

*Declaración responsable* — это уведомление о начале работ: вы сообщаете мэрии, что собираетесь проводить работы и что они соответствуют нормам. Во многих случаях начинать можно сразу после его подачи, не дожидаясь решения мэрии. Обычно уведомления достаточно, чтобы:

- заменить полы, плитку, сантехнику или кухню;
- обновить электрику, водопровод или кондиционирование;
- переделать ненесущие межкомнатные перегородки.

### Когда нужно разрешение

Разрешение на строительные работы (*licencia de obras* или *licencia urbanística*) выдаётся официальным решением мэрии. Как правило, оно требуется, если работы:

- затрагивают несущие конструкции, например несущие стены или перекрытия;
- меняют фасад, кровлю или общее имущество дома;
- проводятся в здании, которое является объектом культурного наследия (с любой категорией охраны);
- связаны со сменой назначения помещения, например с переводом коммерческого помещения в жильё.

Всё зависит от действующих муниципальных правил, поэтому всегда сверяйтесь с официальной информацией [мэрии Мадрида](https://www.madrid.es) или того муниципалитета, где находится ваше жильё.

## Какие документы обычно нужны

В зависимости от работ, как правило, готовят:

1. Бланк заявления или уведомления.
2. Описание работ и подробную смету.
3. Технический проект за подписью квалифицированного специалиста, если он требуется для этих работ.
4. Квитанцию об оплате муниципального сбора и, если он положен, налога на строительство (ICIO).
5. Разрешение на занятие тротуара, если нужны контейнер для мусора или леса.

## Сообщество собственников тоже нужно учитывать

Помимо требований мэрии, изучите устав и внутренние правила вашего сообщества собственников. Обычно нужно заранее предупредить управляющего домом, соблюдать часы тишины, защитить подъезд и лифт и правильно вывозить строительный мусор. Если работы затрагивают общее имущество — стояки, фасад или несущие конструкции, — закон о горизонтальной собственности (Ley de Propiedad Horizontal), как правило, требует согласия общего собрания собственников.

## Ориентировочные сроки

Если уведомление подано с полным пакетом документов, работы во многих случаях можно начинать почти сразу, хотя мэрия вправе проверить его позже. Получение разрешения может занять от нескольких недель до нескольких месяцев — в зависимости от сложности проекта и загруженности муниципальных служб. Поэтому оформление лучше начинать, пока дорабатывается проект.

## Документы оформляем мы

Во время бесплатного выезда специалиста мы оценим ваш проект, подскажем, какая процедура нужна, а документы подготовим и подадим сами. [Подробнее о капитальном ремонте под ключ](/ru/remont-doma-ispania). Запросите бесплатный расчёт стоимости — это ни к чему вас не обязывает.$md$,
  $md$¿Declaración responsable o licencia de obras en Madrid? Cuándo se necesita cada una, documentación, plazos y normas de la comunidad.$md$,
  $md$Declaración responsable or building permit in Madrid? When you need each one, the documents, timescales and your community’s rules.$md$,
  $md$Declaración responsable ou permis de travaux à Madrid ? Quand il faut l’un ou l’autre, les documents à fournir, les délais et les règles de la copropriété.$md$,
  $md$Bauanzeige (declaración responsable) oder Baugenehmigung in Madrid? Wann Sie was brauchen, Unterlagen, Fristen und Regeln der Eigentümergemeinschaft.$md$,
  $md$Уведомление (declaración responsable) или разрешение на строительные работы в Мадриде: когда что нужно, документы, сроки и правила сообщества собственников.$md$,
  array['licencia de obras madrid', 'declaración responsable reforma', 'permiso reforma piso madrid', 'renovation permit madrid', 'building license spain']);

insert into public.blog_posts (id, slug, category, image_url, seo_score, views_count, published_at,
  title_es, title_en, title_fr, title_de, title_ru,
  excerpt_es, excerpt_en, excerpt_fr, excerpt_de, excerpt_ru,
  content_es, content_en, content_fr, content_de, content_ru,
  meta_description_es, meta_description_en, meta_description_fr, meta_description_de, meta_description_ru,
  keywords)
values ('0b1a7c3e-1001-4a6b-9c01-000000000003', 'como-financiar-reforma-vivienda', 'guide', '/blog/como-financiar-reforma-vivienda.svg', 86, 1190, '2026-09-30',
  $md$Cómo financiar tu reforma: préstamos, hipoteca y ayudas$md$,
  $md$Renovation Finance in Spain: Loans, Mortgages and Grants$md$,
  $md$Financer une rénovation en Espagne : prêts et aides$md$,
  $md$Renovierung in Spanien finanzieren: Kredite und Fördermittel$md$,
  $md$Как оплатить ремонт в Испании: кредит, ипотека, субсидии$md$,
  $md$Préstamo personal, financiación de hasta el 100 %, ampliación de hipoteca y ayudas a la eficiencia energética: cómo elegir y comparar la TAE.$md$,
  $md$Personal loans, up to 100% finance, a mortgage top-up and grants for energy efficiency: how to choose, and how to compare the APR.$md$,
  $md$Prêt personnel, financement jusqu’à 100 %, augmentation de votre crédit immobilier et aides à la performance énergétique : comment choisir la bonne formule, TAEG à l’appui.$md$,
  $md$Ratenkredit, Finanzierung bis zu 100 %, Aufstockung der Hypothek und Fördermittel für Energieeffizienz: So wählen Sie den richtigen Weg und vergleichen den Effektivzins.$md$,
  $md$Кредит в банке или через ремонтную компанию (до 100 % стоимости), увеличение ипотеки и субсидии на энергоэффективность: как выбрать вариант и сравнить предложения по TAE.$md$,
  $md$Una reforma bien hecha revaloriza tu vivienda y mejora tu día a día, pero no siempre es posible, ni conveniente, pagarla de golpe con ahorros. Existen varias vías para financiarla, y elegir bien puede ahorrarte bastante dinero en intereses a lo largo del préstamo.

![Llaves sobre la mesa de un salón recién reformado](/blog/como-financiar-reforma-vivienda.svg)

## Las principales opciones de financiación

### Préstamo personal para reformas

Es la fórmula más habitual. Muchos bancos ofrecen préstamos específicos para reformas, a menudo con plazos más largos que un préstamo al consumo corriente. Se conceden con rapidez y no exigen garantía hipotecaria; a cambio, el tipo de interés suele ser más alto que el de una hipoteca.

### Financiación a través de la empresa de reformas

En Hogara Reformas ofrecemos **financiación de hasta el 100 %** del proyecto a través de nuestra entidad colaboradora. Puedes estudiarla junto con el presupuesto cerrado, de modo que sabes desde el principio cuánto vas a pagar en total y en cuántas cuotas.

### Ampliación de hipoteca

Si ya tienes una hipoteca, puedes pedir a tu banco que amplíe el capital. El tipo suele ser más bajo que el de un préstamo personal, pero el plazo es largo y la operación puede conllevar gastos de tasación, notaría y registro y, en algunos casos, impuestos. Compara el coste total, no solo la cuota mensual.

## Ayudas públicas para la eficiencia energética

Si la reforma mejora la eficiencia de la vivienda, por ejemplo con aislamiento, ventanas nuevas, aerotermia o placas solares, puede que tengas acceso a ayudas. En los últimos años, los fondos Next Generation EU han financiado programas de rehabilitación gestionados por las comunidades autónomas, y también han existido deducciones en el IRPF por obras de mejora energética, normalmente vinculadas a certificados energéticos anteriores y posteriores a la obra.

Las convocatorias cambian y tienen plazos y requisitos concretos, así que revisa la información del [IDAE](https://www.idae.es) y de tu comunidad autónoma antes de empezar: algunas ayudas deben solicitarse antes de iniciar la obra.

## Cómo comparar ofertas: fíjate en la TAE

Para comparar préstamos de forma justa:

1. **Mira la TAE, no solo el TIN.** La TAE incluye comisiones y gastos, así que refleja mejor el coste real.
2. **Revisa las comisiones** de apertura, estudio y amortización anticipada.
3. **Cuidado con la vinculación.** Seguros u otros productos obligatorios pueden encarecer el préstamo aunque el tipo parezca bajo.
4. **Calcula el importe total a devolver** y compara ofertas con el mismo plazo.
5. **Ajusta la cuota a tu economía**, con margen para imprevistos.

## Empieza por un presupuesto cerrado

Sea cual sea la vía, todo parte de saber cuánto cuesta la obra. En nuestra página de [reformas integrales](/reformas-integrales) verás cómo trabajamos. En 24 horas te enviamos un primer presupuesto gratuito; tras la visita técnica, también gratuita, te damos el presupuesto cerrado y te explicamos las opciones de financiación disponibles, sin compromiso.$md$,
  $md$A well-executed renovation adds value to your home and makes everyday life better, but paying for it in one go from savings isn’t always possible, or sensible. There are several ways to finance it, and choosing well can save you a good deal of interest over the life of the loan.

![Keys on the table of a newly renovated living room](/blog/como-financiar-reforma-vivienda.svg)

## The main finance options

### A personal loan for renovations

This is the most common route. Many banks offer loans specifically for renovations, often over longer terms than an ordinary consumer loan. They’re approved quickly and aren’t secured on your home; the trade-off is that the interest rate is usually higher than on a mortgage.

### Finance through the renovation company

At Hogara Reformas we offer **finance for up to 100%** of the project through our partner lender. You can look at it alongside the fixed-price quote, so you know from the start how much you’ll pay in total and in how many instalments.

### A mortgage top-up

If you already have a mortgage, you can ask your bank to increase the amount borrowed. The rate is usually lower than a personal loan’s, but the term is long and the process can involve valuation, notary and land registry fees and, in some cases, taxes. Compare the total cost, not just the monthly payment.

## Public grants for energy efficiency

If the renovation improves your home’s energy efficiency, for example with insulation, new windows, an air-source heat pump or solar panels, you may be eligible for grants. In recent years, Next Generation EU funds have financed refurbishment programmes run by Spain’s regional governments, and there have also been income tax (IRPF) deductions for energy improvements, usually tied to energy performance certificates issued before and after the work.

Grant programmes change and have specific deadlines and requirements, so check the information from the [IDAE](https://www.idae.es) (Spain’s energy agency) and your regional government before you start: some grants must be applied for before the work begins.

## How to compare offers: look at the APR

To compare loans fairly:

1. **Look at the APR (TAE), not just the borrowing rate (TIN).** The APR includes fees and charges, so it reflects the real cost better.
2. **Check the fees**: arrangement and processing fees, and early repayment charges.
3. **Watch out for tied products.** Compulsory insurance or other products can make a loan more expensive even when the rate looks low.
4. **Work out the total amount to repay** and compare offers over the same term.
5. **Set the monthly payment to suit your budget**, with room for the unexpected.

## Start with a fixed-price quote

Whichever route you choose, it all starts with knowing what the work will cost. Our [full home renovations](/en/house-renovation-spain) page shows how we work. Send us a few details and we’ll reply with a free quote within 24 hours; at the free site visit we’ll go through the finance options with you, and afterwards we’ll confirm the fixed price in writing. There’s no obligation at any stage.$md$,
  $md$Une rénovation bien faite valorise votre logement et améliore votre quotidien, mais il n’est pas toujours possible, ni judicieux, de la payer d’un coup avec votre épargne. Il existe plusieurs façons de la financer, et un bon choix peut vous faire économiser une somme non négligeable en intérêts sur la durée du prêt.

![Clés posées sur la table d’un salon fraîchement rénové](/blog/como-financiar-reforma-vivienda.svg)

## Les principales solutions de financement

### Le prêt personnel travaux

C’est la formule la plus courante. De nombreuses banques proposent des prêts dédiés aux travaux, souvent sur des durées plus longues qu’un crédit à la consommation classique. Ils sont accordés rapidement et n’exigent pas de garantie hypothécaire ; en contrepartie, leur taux est généralement plus élevé que celui d’un crédit immobilier.

### Le financement par l’entreprise de rénovation

Chez Hogara Reformas, nous proposons un **financement jusqu’à 100 %** du projet par l’intermédiaire de notre organisme partenaire. Vous pouvez l’étudier en même temps que le devis à prix ferme : vous savez ainsi dès le départ combien vous paierez au total, et en combien de mensualités.

### L’augmentation de votre crédit immobilier

Si vous remboursez déjà un crédit immobilier, vous pouvez demander à votre banque d’en augmenter le capital. Le taux est souvent plus bas que celui d’un prêt personnel, mais la durée est longue et l’opération peut entraîner des frais d’expertise, de notaire et d’inscription au registre foncier, voire, dans certains cas, des taxes. Comparez le coût total, pas seulement la mensualité.

## Les aides publiques à la performance énergétique

Si vos travaux améliorent la performance énergétique du logement, par exemple avec une isolation, des fenêtres neuves, une pompe à chaleur air-eau ou des panneaux solaires, vous pouvez peut-être bénéficier d’aides. Ces dernières années, les fonds européens Next Generation EU ont financé des programmes de réhabilitation gérés par les communautés autonomes, et des déductions d’impôt sur le revenu (IRPF) ont également été prévues pour les travaux d’amélioration énergétique, généralement liées à des certificats énergétiques établis avant et après les travaux.

Les programmes d’aides changent et ont chacun leurs délais et leurs conditions : consultez les informations de l’[IDAE](https://www.idae.es) et de votre communauté autonome avant de commencer, car certaines aides doivent être demandées avant le début des travaux.

## Comparer les offres : regardez le TAEG

Pour comparer les prêts sur une base identique :

1. **Regardez le TAEG (TAE en espagnol), pas seulement le taux débiteur (TIN).** Le TAEG inclut les frais et commissions : il reflète mieux le coût réel.
2. **Vérifiez les frais** de dossier, d’étude et de remboursement anticipé.
3. **Attention aux produits liés.** Une assurance ou d’autres produits obligatoires peuvent renchérir le prêt, même si le taux paraît bas.
4. **Calculez le montant total à rembourser** et comparez des offres sur la même durée.
5. **Adaptez la mensualité à votre budget**, avec une marge pour les imprévus.

## Commencez par un devis à prix ferme

Quelle que soit la solution, tout part du coût des travaux. Sur notre page [rénovation complète](/fr/renovation-maison-espagne), vous verrez comment nous travaillons. Nous vous envoyons un premier chiffrage gratuit sous 24 heures ; après la visite technique, gratuite elle aussi, nous vous remettons votre devis à prix ferme et vous présentons les solutions de financement disponibles, sans engagement.$md$,
  $md$Eine gute Renovierung steigert den Wert Ihrer Immobilie und verbessert Ihren Alltag. Alles auf einmal aus Ersparnissen zu bezahlen, ist aber nicht immer möglich – und nicht immer sinnvoll. Es gibt mehrere Wege, sie zu finanzieren, und die richtige Wahl kann Ihnen über die Laufzeit einiges an Zinsen sparen.

![Schlüssel auf dem Tisch eines frisch renovierten Wohnzimmers](/blog/como-financiar-reforma-vivienda.svg)

## Die wichtigsten Finanzierungsmöglichkeiten

### Ratenkredit für die Renovierung

Das ist der häufigste Weg. Viele Banken bieten spezielle Renovierungskredite an, oft mit längeren Laufzeiten als ein gewöhnlicher Konsumkredit. Solche Kredite werden schnell bewilligt und erfordern keine Hypothek als Sicherheit; dafür ist der Zins meist höher als bei einer Hypothek.

### Finanzierung über das Renovierungsunternehmen

Bei Hogara Reformas bieten wir über unseren Finanzierungspartner eine **Finanzierung von bis zu 100 %** des Projekts an. Sie können sie zusammen mit dem Festpreisangebot prüfen und wissen so von Anfang an, wie viel Sie insgesamt und in wie vielen Raten zahlen.

### Aufstockung der Hypothek

Wenn Sie bereits eine Hypothek haben, können Sie Ihre Bank bitten, das Darlehen aufzustocken. Der Zins ist meist niedriger als bei einem Ratenkredit, aber die Laufzeit ist lang, und es können Kosten für Wertgutachten, Notar und Grundbuch und in manchen Fällen Steuern anfallen. Vergleichen Sie die Gesamtkosten, nicht nur die Monatsrate.

## Öffentliche Fördermittel für Energieeffizienz

Verbessert die Renovierung die Energieeffizienz Ihrer Wohnung, etwa durch Dämmung, neue Fenster, eine Luftwärmepumpe oder eine Solaranlage, kommen unter Umständen Fördermittel infrage. In den letzten Jahren hat der EU-Fonds Next Generation EU Sanierungsprogramme der spanischen Regionen (comunidades autónomas) finanziert, und es gab Steuerermäßigungen bei der Einkommensteuer (IRPF) für energetische Maßnahmen, in der Regel gebunden an Energieausweise vor und nach den Arbeiten.

Die Förderprogramme ändern sich und haben konkrete Fristen und Voraussetzungen. Informieren Sie sich daher vor Baubeginn beim [IDAE](https://www.idae.es) (spanische Energieagentur) und bei Ihrer Region: Manche Fördermittel müssen beantragt werden, bevor die Arbeiten beginnen.

## Angebote vergleichen: auf den Effektivzins achten

So vergleichen Sie Kredite fair:

1. **Achten Sie auf den Effektivzins (TAE), nicht nur auf den Sollzins (TIN).** Er berücksichtigt auch Gebühren und Nebenkosten und zeigt deshalb besser, was der Kredit tatsächlich kostet.
2. **Prüfen Sie die Gebühren.** Achten Sie auf Bearbeitungsgebühren und auf die Kosten einer vorzeitigen Rückzahlung.
3. **Vorsicht bei Koppelprodukten.** Vom Kreditgeber verlangte Versicherungen (etwa eine Restschuldversicherung) oder andere Zusatzprodukte können einen Kredit verteuern, auch wenn der Zins niedrig wirkt.
4. **Berechnen Sie den Gesamtbetrag**, den Sie zurückzahlen, und vergleichen Sie Angebote mit gleicher Laufzeit.
5. **Wählen Sie eine Rate, die zu Ihrem Budget passt**, mit Spielraum für Unvorhergesehenes.

## Am Anfang steht ein Festpreisangebot

Egal, welchen Weg Sie wählen: Zuerst müssen Sie wissen, was die Arbeiten kosten. Auf unserer Seite zur [Komplettsanierung](/de/hausrenovierung-spanien) sehen Sie, wie wir arbeiten. Innerhalb von 24 Stunden erhalten Sie eine kostenlose Kostenschätzung; nach dem ebenfalls kostenlosen Vor-Ort-Termin folgen das Festpreisangebot und ein Überblick über Ihre Finanzierungsmöglichkeiten – unverbindlich.$md$,
  $md$Качественный ремонт повышает стоимость жилья и делает жизнь комфортнее, но оплатить его сразу из сбережений не всегда возможно — да и не всегда разумно. Способов несколько, и правильный выбор поможет заметно сэкономить на процентах за весь срок кредита.

![Ключи на журнальном столике в только что отремонтированной гостиной](/blog/como-financiar-reforma-vivienda.svg)

## Где взять деньги на ремонт

### Банковский кредит на ремонт

Самый распространённый вариант. Многие испанские банки предлагают специальные кредиты на ремонт, нередко на более длительный срок, чем обычный потребительский кредит. Оформляют их быстро и без залога недвижимости, но ставка, как правило, выше, чем по ипотеке.

### Кредит через ремонтную компанию

Мы предлагаем **кредит до 100 %** стоимости проекта через нашего финансового партнёра. Его условия можно изучить вместе с фиксированной сметой — и с самого начала знать итоговую сумму и число платежей.

### Увеличение ипотеки

Если у вас уже есть ипотека, можно попросить банк увеличить сумму кредита. Ставка обычно ниже, чем по кредиту на ремонт, но срок длинный, а сделка может повлечь расходы на оценку, нотариуса, регистрацию и в некоторых случаях налоги. Сравнивайте общую стоимость, а не только ежемесячный платёж.

## Государственные субсидии на энергоэффективность

Если ремонт повышает энергоэффективность жилья — утепление, новые окна, тепловой насос или солнечные панели, — возможно, вам положены субсидии. В последние годы европейские фонды Next Generation EU финансировали программы по ремонту и повышению энергоэффективности жилья; ими управляют автономные сообщества (регионы Испании). Кроме того, действовали вычеты по подоходному налогу (IRPF) за такие работы — как правило, при наличии энергетических сертификатов до и после ремонта.

Условия программ меняются, у них есть конкретные сроки и требования, поэтому до начала работ изучите информацию на сайте [IDAE](https://www.idae.es) и вашего автономного сообщества: некоторые субсидии нужно запрашивать ещё до старта ремонта.

## Как сравнивать предложения: смотрите на TAE

Чтобы сравнение было корректным:

1. **Смотрите на TAE (эффективную годовую ставку), а не только на номинальную ставку (TIN).** TAE учитывает комиссии и расходы и лучше отражает реальную цену.
2. **Проверьте комиссии** за оформление, рассмотрение заявки и досрочное погашение.
3. **Остерегайтесь навязанных услуг.** Обязательная страховка или другие дополнительные продукты могут удорожить кредит, даже если ставка кажется низкой.
4. **Посчитайте общую сумму к возврату** и сравнивайте предложения с одинаковым сроком.
5. **Выбирайте комфортный платёж**, с запасом на непредвиденные расходы.

## Начните с фиксированной сметы

Какой бы путь вы ни выбрали, всё начинается с точной стоимости работ. [Подробнее о капитальном ремонте под ключ](/ru/remont-doma-ispania). В течение 24 часов мы пришлём бесплатный расчёт стоимости, а после выезда специалиста, тоже бесплатного, составим фиксированную смету и расскажем, какой кредит можно оформить, — всё это без обязательств.$md$,
  $md$Opciones para financiar una reforma: préstamo personal, financiación de hasta el 100 %, ampliación de hipoteca, ayudas energéticas y cómo comparar la TAE.$md$,
  $md$Ways to finance a renovation: personal loans, up to 100% finance, a mortgage top-up, energy-efficiency grants and how to compare the APR (TAE).$md$,
  $md$Financer une rénovation : prêt personnel, financement jusqu’à 100 %, augmentation du crédit immobilier, aides énergétiques et comment comparer le TAEG.$md$,
  $md$Renovierung finanzieren: Ratenkredit, Finanzierung bis zu 100 %, Aufstockung der Hypothek, Fördermittel für Energieeffizienz und Effektivzins vergleichen.$md$,
  $md$Чем оплатить ремонт в Испании: банковский кредит, кредит через ремонтную компанию до 100 %, увеличение ипотеки, субсидии и сравнение TAE.$md$,
  array['financiar reforma vivienda', 'préstamo reforma casa', 'ayudas eficiencia energética reforma', 'home renovation financing spain', 'renovation loan spain']);

insert into public.blog_posts (id, slug, category, image_url, seo_score, views_count, published_at,
  title_es, title_en, title_fr, title_de, title_ru,
  excerpt_es, excerpt_en, excerpt_fr, excerpt_de, excerpt_ru,
  content_es, content_en, content_fr, content_de, content_ru,
  meta_description_es, meta_description_en, meta_description_fr, meta_description_de, meta_description_ru,
  keywords)
values ('0b1a7c3e-1001-4a6b-9c01-000000000004', 'caso-bano-chamartin-plato-ducha', 'case-study', '/blog/caso-bano-chamartin-plato-ducha.svg', 91, 1840, '2026-11-05',
  $md$Chamartín: de bañera a ducha accesible en 3 días$md$,
  $md$Chamartín Case Study: Bath to Accessible Shower in 3 Days$md$,
  $md$Chamartín : de la baignoire à la douche sécurisée en 3 jours$md$,
  $md$Chamartín: In 3 Tagen von der Wanne zur barrierearmen Dusche$md$,
  $md$Чамартин, Мадрид: безопасный душ вместо ванны за 3 дня$md$,
  $md$Cambiamos una bañera antigua por un plato de ducha antideslizante con mampara pensando en la madre de la familia, ya mayor. El cambio, en 3 días; el baño completo, en dos semanas y media.$md$,
  $md$We swapped an old bath for a non-slip shower tray and glass shower screen with the family’s elderly mother in mind. The swap took 3 days; the whole bathroom, two and a half weeks.$md$,
  $md$Pour une mère âgée, enjamber la vieille baignoire devenait risqué : nous l’avons remplacée par un receveur de douche antidérapant avec paroi vitrée. Le remplacement a pris 3 jours ; la rénovation complète, deux semaines et demie.$md$,
  $md$Für eine ältere Dame, die künftig oft längere Zeit bei ihrer Familie verbringt, haben wir die alte Badewanne durch eine rutschfeste Duschwanne mit Duschwand ersetzt. Der Umbau dauerte 3 Tage, das komplette Bad zweieinhalb Wochen.$md$,
  $md$Чтобы пожилой маме было безопасно принимать душ, мы заменили старую ванну на нескользящий душевой поддон со стеклянной перегородкой: замена — за 3 дня, вся ванная — за две с половиной недели.$md$,
  $md$Una familia de Chamartín nos llamó con una preocupación muy concreta: la madre, ya mayor, iba a pasar largas temporadas en casa y entrar en la vieja bañera se había convertido en un riesgo diario. El baño, además, tenía azulejos de hace décadas, un lavabo de pie sin espacio de almacenaje y poca luz. El objetivo era claro: un baño seguro, cómodo y fácil de limpiar, sin que pareciera un baño de hospital.

![Baño reformado en Chamartín con plato de ducha a ras de suelo y mampara de cristal](/blog/caso-bano-chamartin-plato-ducha.svg)

## El punto de partida y las necesidades

En la visita técnica gratuita medimos el baño, revisamos el estado de las tuberías y hablamos con toda la familia. Las prioridades quedaron así:

- Eliminar el escalón de la bañera y conseguir una entrada a la ducha prácticamente a ras de suelo.
- Un plato y un suelo antideslizantes, también con el pie mojado.
- Espacio libre bajo el lavabo y almacenaje a una altura cómoda.
- Buena iluminación y una grifería fácil de manejar.

## La solución: plato de ducha, mampara y mueble suspendido

Sustituimos la bañera por un plato de ducha extraplano antideslizante con una mampara fija de cristal templado, sin carriles ni bordes con los que tropezar. Renovamos los azulejos de paredes y suelo con piezas de gran formato, que dejan menos juntas y se limpian mejor. Y colocamos un mueble de lavabo suspendido: libera el suelo y permite acercarse con una silla si algún día hace falta.

### Plazos reales de la obra

El cambio de bañera por plato de ducha, por sí solo, se hizo en 3 días, dentro de los 2 a 3 días habituales para este trabajo. Como la familia decidió renovar todo el baño, la obra completa duró dos semanas y media, con alicatado, fontanería, mueble e iluminación incluidos.

## Presupuesto

Un baño completo en Madrid suele costar entre 3.500 y 12.000 €, según el tamaño, las calidades y las instalaciones. Este proyecto quedó en la parte media de la horquilla: materiales de buena gama, sin lujos innecesarios, con precio cerrado por contrato y garantía de 5 años por escrito. Si la vivienda tiene más de dos años y la obra la encarga un particular para su propio uso, en muchos casos toda la reforma puede tributar al 10 % de IVA en lugar del 21 %, siempre que los materiales que aporta la empresa no superen el 40 % del total; conviene confirmarlo en cada caso. Si la obra mejora la accesibilidad, consulta en la web del [Ayuntamiento de Madrid](https://www.madrid.es) si hay convocatorias de ayudas abiertas.

## Lecciones que nos llevamos

1. Hablar con quien va a usar el baño, no solo con quien lo paga.
2. La accesibilidad no está reñida con el diseño: un baño sin escalones también puede ser elegante.
3. Prever el futuro sale barato: reforzar una pared para una posible barra de apoyo cuesta poco durante la obra y mucho después.

Encontrarás más ejemplos en nuestra página de [reformas de baños](/reformas-banos). Pide tu presupuesto gratuito y te lo enviamos en 24 horas.$md$,
  $md$A family in Chamartín called us with a very specific worry: their elderly mother was going to spend long periods staying with them, and climbing into the old bath had become a daily risk. The bathroom also had decades-old tiles, a pedestal basin with no storage and poor lighting. The goal was clear: a safe, comfortable bathroom that was easy to clean and didn’t look like a hospital.

![Renovated bathroom in Chamartín with a level-access shower tray and a glass shower screen](/blog/caso-bano-chamartin-plato-ducha.svg)

## Where we started and what the family needed

At the free site visit we measured the bathroom, checked the condition of the pipes and talked to the whole family. Together we settled on these priorities:

- Get rid of the step into the bath and create a shower entry almost level with the floor.
- A non-slip shower tray and floor, even with wet feet.
- Clear space under the basin and storage at a comfortable height.
- Good lighting and taps that are easy to use.

## The solution: shower tray, shower screen and wall-hung vanity unit

We replaced the bath with an ultra-slim, non-slip shower tray and a fixed toughened-glass shower screen, with no tracks or edges to trip over. We retiled the walls and floor with large-format tiles, which means fewer grout lines and easier cleaning. And we fitted a wall-hung vanity unit: it keeps the floor clear and leaves room to get right up to the basin in a wheelchair, should that ever be needed.

### How long it took

The bath-to-shower conversion on its own took 3 days, within the usual 2 to 3 days for this job. Because the family decided to renovate the whole bathroom, the complete project took two and a half weeks, including tiling, plumbing, the vanity unit and lighting.

## The price

A complete bathroom in Madrid usually costs between €3,500 and €12,000, depending on the size, the finishes and the plumbing and electrics. This project came in mid-range: good-quality materials with no unnecessary luxuries, a fixed price in the contract and a 5-year written warranty. If the home is more than two years old and a private individual commissions the work for their own use, the whole renovation can often be charged at 10% VAT instead of 21%, as long as the materials supplied by the company come to no more than 40% of the total; it’s worth confirming this case by case. If the work improves accessibility, check the [Madrid City Council website](https://www.madrid.es) to see whether any grant schemes are open.

## What we learned

1. Talk to the person who is going to use the bathroom, not just the person paying for it.
2. Accessibility and good design go together: a step-free bathroom can be elegant too.
3. Planning ahead is cheap: reinforcing a wall for a possible grab rail costs little during the work and a lot afterwards.

You’ll find more examples on our [bathroom renovations](/en/bathroom-renovations) page. If getting into the bath has become a worry in your home too, tell us about your bathroom and we’ll send you a free quote within 24 hours.$md$,
  $md$Une famille de Chamartín nous a appelés avec une inquiétude bien précise : leur mère, âgée, allait passer de longues périodes chez eux, et enjamber la vieille baignoire était devenu un risque quotidien. La salle de bains avait en plus un carrelage vieux de plusieurs décennies, un lavabo sur colonne sans aucun rangement et peu de lumière. L’objectif était clair : une salle de bains sûre, confortable et facile à nettoyer, sans rien qui rappelle une chambre d’hôpital.

![Salle de bains rénovée à Chamartín avec receveur de douche extraplat et paroi vitrée](/blog/caso-bano-chamartin-plato-ducha.svg)

## Le point de départ et les besoins

Lors de la visite technique gratuite, nous avons mesuré la pièce, vérifié l’état des canalisations et échangé avec toute la famille. Les priorités étaient les suivantes :

- Supprimer la marche de la baignoire et obtenir un accès à la douche pratiquement de plain-pied.
- Un receveur et un sol antidérapants, même pieds mouillés.
- De l’espace libre sous le lavabo et des rangements à une hauteur confortable.
- Un bon éclairage et une robinetterie facile à manier.

## La solution : receveur de douche, paroi vitrée et meuble suspendu

Nous avons remplacé la baignoire par un receveur de douche extraplat antidérapant avec une paroi vitrée fixe en verre trempé, sans rail ni rebord où trébucher. Nous avons refait la faïence et le sol en carreaux grand format, qui laissent moins de joints et se nettoient plus facilement. Enfin, nous avons posé un meuble vasque suspendu : il dégage le sol et permet de s’en approcher en fauteuil roulant si un jour c’est nécessaire.

### Combien de temps a duré le chantier

Le remplacement de la baignoire par une douche, à lui seul, a pris 3 jours, dans la fourchette habituelle de 2 à 3 jours pour ce type de travaux. Comme la famille a décidé de rénover toute la salle de bains, le chantier complet a duré deux semaines et demie, faïence, plomberie, meuble et éclairage compris.

## Le budget

À Madrid, une salle de bains complète coûte généralement entre 3 500 et 12 000 €, selon la surface, les finitions et les installations. Ce projet se situe au milieu de la fourchette : des matériaux de qualité, sans luxe superflu, à prix ferme inscrit au contrat et avec une garantie écrite de 5 ans. Si le logement a plus de deux ans et que les travaux sont commandés par un particulier pour son propre usage, l’ensemble de la rénovation peut dans bien des cas bénéficier du taux réduit de TVA de 10 % au lieu du taux normal de 21 %, à condition que les matériaux fournis par l’entreprise ne dépassent pas 40 % du total ; mieux vaut le vérifier au cas par cas. Si les travaux améliorent l’accessibilité, regardez sur le site de la [mairie de Madrid](https://www.madrid.es) si un programme d’aides est ouvert.

## Ce que nous en retenons

1. Parler avec la personne qui utilisera la salle de bains, pas seulement avec celle qui paie.
2. Accessibilité et design ne s’opposent pas : une salle de bains sans marche peut aussi être élégante.
3. Anticiper est payant : renforcer un mur pour une éventuelle barre d’appui ne coûte presque rien pendant les travaux, et beaucoup plus après.

Vous trouverez d’autres exemples sur notre page [rénovation de salle de bains](/fr/renovations-salles-bain). Demandez votre devis gratuit : vous recevrez un premier chiffrage sous 24 heures.$md$,
  $md$Eine Familie aus Chamartín kam mit einem ganz konkreten Anliegen zu uns: Die betagte Mutter würde künftig oft längere Zeit bei ihnen verbringen, und der Einstieg in die alte Badewanne war zu einem täglichen Risiko geworden. Dazu kamen jahrzehntealte Fliesen, ein Säulenwaschbecken ohne Stauraum und wenig Licht. Das Ziel war klar: ein sicheres, bequemes und pflegeleichtes Bad, das trotzdem nicht nach Krankenhaus aussieht.

![Saniertes Bad in Chamartín mit extraflacher Duschwanne und Duschwand aus Glas](/blog/caso-bano-chamartin-plato-ducha.svg)

## Ausgangslage und Anforderungen

Beim kostenlosen Vor-Ort-Termin haben wir das Bad vermessen, den Zustand der Leitungen geprüft und mit der ganzen Familie gesprochen. Die Prioritäten sahen so aus:

- Die Wannenkante beseitigen und einen nahezu bodengleichen Einstieg in die Dusche schaffen.
- Eine rutschfeste Duschwanne und ein rutschfester Boden, auch mit nassen Füßen.
- Freiraum unter dem Waschbecken und Stauraum in bequemer Höhe.
- Gutes Licht und leicht bedienbare Armaturen.

## Die Lösung: Duschwanne, Duschwand und wandhängender Waschtisch

Wir haben die Badewanne durch eine extraflache, rutschfeste Duschwanne mit einer festen Duschwand aus Sicherheitsglas ersetzt – ohne Schienen oder Kanten, über die man stolpern kann. Wände und Boden haben wir großformatig neu gefliest: weniger Fugen, leichtere Reinigung. Dazu kam ein wandhängender, unterfahrbarer Waschtisch: Er hält den Boden frei, und man kann ihn bei Bedarf später auch im Sitzen nutzen.

### Die tatsächliche Bauzeit

Der Umbau von der Badewanne zur Dusche allein dauerte 3 Tage und lag damit im üblichen Rahmen von 2 bis 3 Tagen. Da sich die Familie für ein komplett neues Bad entschied, dauerten die gesamten Arbeiten zweieinhalb Wochen, einschließlich Fliesen, Sanitärinstallation, Waschtisch und Beleuchtung.

## Die Kosten

Ein komplettes Bad kostet in Madrid in der Regel zwischen 3.500 und 12.000 €, je nach Größe, Ausstattung und Installationen. Dieses Projekt lag im mittleren Bereich der Spanne: gute Materialien ohne unnötigen Luxus, zum vertraglich vereinbarten Festpreis und mit schriftlicher Garantie von 5 Jahren. Ist die Wohnung älter als zwei Jahre und gibt eine Privatperson die Arbeiten für den eigenen Wohnbedarf in Auftrag, kann in vielen Fällen die gesamte Renovierung mit 10 % statt 21 % Mehrwertsteuer (IVA) abgerechnet werden – sofern die vom Unternehmen gestellten Materialien höchstens 40 % des Gesamtbetrags ausmachen. Das sollte man im Einzelfall prüfen lassen. Verbessern die Arbeiten die Barrierefreiheit, prüfen Sie auf der Website der [Stadt Madrid](https://www.madrid.es), ob gerade ein Förderprogramm offen ist.

## Was wir aus dem Projekt mitnehmen

1. Mit der Person sprechen, die das Bad nutzen wird – nicht nur mit der, die es bezahlt.
2. Barrierefreiheit und gutes Design schließen sich nicht aus: Auch ein Bad ohne Stufen kann elegant sein.
3. Vorausplanen ist günstig: Eine Wand für einen möglichen Haltegriff zu verstärken, kostet während der Bauarbeiten wenig und danach viel.

Weitere Beispiele finden Sie auf unserer Seite zur [Badsanierung](/de/badezimmer-renovierungen). Fordern Sie Ihre kostenlose Kostenschätzung an: Wir schicken sie Ihnen innerhalb von 24 Stunden.$md$,
  $md$Семья из района Чамартин обратилась к нам с очень конкретной задачей: к ним надолго переезжала пожилая мама, а перешагивать через высокий бортик старой ванны ей было уже опасно. К тому же в ванной была плитка, которой несколько десятков лет, раковина на пьедестале без места для хранения и слабое освещение. Цель была понятной: безопасная, удобная и простая в уборке ванная комната, которая при этом не выглядит как больничная.

![Отремонтированная ванная в Чамартине с низким душевым поддоном и стеклянной перегородкой](/blog/caso-bano-chamartin-plato-ducha.svg)

## С чего мы начали и что было нужно семье

Во время бесплатного выезда специалиста мы сделали замеры, проверили состояние труб и поговорили со всей семьёй. Приоритеты получились такими:

- Убрать высокий бортик ванны и сделать вход в душ практически вровень с полом.
- Сделать поддон и пол нескользящими, даже когда ноги мокрые.
- Освободить место под раковиной и предусмотреть места для хранения на удобной высоте.
- Обеспечить хорошее освещение и поставить простые в управлении смесители.

## Решение: душевой поддон, стеклянная перегородка и подвесная тумба

Мы заменили ванну на сверхнизкий нескользящий поддон с неподвижной перегородкой из закалённого стекла — без направляющих и порогов, о которые можно споткнуться. Крупноформатная плитка на стенах и полу — это меньше швов и проще уборка. Подвесная тумба под раковиной освобождает пол и при необходимости позволяет подсесть к раковине на стуле.

### Сколько времени это заняло

Сама замена ванны на душ заняла 3 дня — это укладывается в обычные для такой работы 2–3 дня. Поскольку семья решила обновить всю ванную, работы в целом заняли две с половиной недели, включая плитку, сантехнику, мебель и освещение.

## Бюджет

Полный ремонт ванной в Мадриде обычно стоит от 3 500 до 12 000 € в зависимости от площади, материалов и объёма инженерных работ. Этот проект оказался в средней части диапазона: качественные материалы без лишней роскоши, фиксированная цена по договору и письменная гарантия на 5 лет. Если квартире больше двух лет и ремонт заказывает частное лицо для собственного проживания, во многих случаях весь ремонт может облагаться НДС (IVA) по ставке 10 % вместо 21 % — при условии, что материалы, которые поставляет подрядчик, составляют не больше 40 % общей стоимости. Это стоит уточнять в каждом конкретном случае. Если ремонт делает жильё доступнее, проверьте на сайте [мэрии Мадрида](https://www.madrid.es), нет ли открытых программ субсидий.

## Что мы вынесли из этого проекта

1. Говорить нужно с тем, кто будет пользоваться ванной, а не только с тем, кто платит.
2. Доступная среда не противоречит дизайну: ванная без ступенек тоже может быть элегантной.
3. Думать наперёд выгодно: укрепить стену под будущий поручень во время ремонта стоит недорого, а потом — намного дороже.

Больше примеров — в разделе [«Ремонт ванной»](/ru/remont-vannykh). Если и у вас перешагивать через бортик ванны стало непросто, расскажите нам о своей ванной: бесплатный расчёт стоимости пришлём в течение 24 часов.$md$,
  $md$Caso de éxito en Chamartín: bañera cambiada por plato de ducha antideslizante en 3 días y baño completo en dos semanas y media, pensado para una persona mayor.$md$,
  $md$Chamartín case study: a bath swapped for a non-slip shower tray in 3 days and a complete bathroom in two and a half weeks, designed for an elderly parent.$md$,
  $md$Réalisation à Chamartín : baignoire remplacée en 3 jours par une douche antidérapante pour une personne âgée, salle de bains complète en deux semaines et demie.$md$,
  $md$Referenzprojekt in Chamartín: Wanne in 3 Tagen durch eine rutschfeste Duschwanne ersetzt, komplettes Bad in zweieinhalb Wochen – sicher auch im Alter.$md$,
  $md$Пример проекта в Чамартине: ванну заменили на нескользящий душевой поддон за 3 дня, всю ванную обновили за две с половиной недели.$md$,
  array['cambiar bañera por plato de ducha', 'reforma baño chamartín', 'baño accesible personas mayores', 'bathtub to shower conversion madrid', 'accessible bathroom renovation spain']);

insert into public.blog_posts (id, slug, category, image_url, seo_score, views_count, published_at,
  title_es, title_en, title_fr, title_de, title_ru,
  excerpt_es, excerpt_en, excerpt_fr, excerpt_de, excerpt_ru,
  content_es, content_en, content_fr, content_de, content_ru,
  meta_description_es, meta_description_en, meta_description_fr, meta_description_de, meta_description_ru,
  keywords)
values ('0b1a7c3e-1001-4a6b-9c01-000000000005', 'caso-reforma-integral-piso-chamberi', 'case-study', '/blog/caso-reforma-integral-piso-chamberi.svg', 94, 2760, '2026-10-08',
  $md$Reforma integral en Chamberí: un piso de 85 m² en 12 semanas$md$,
  $md$Full Home Renovation in Chamberí: An 85 m² Flat in 12 Weeks$md$,
  $md$Rénovation complète à Chamberí : 85 m² en 12 semaines$md$,
  $md$Komplettsanierung in Chamberí: 85-m²-Wohnung in 12 Wochen$md$,
  $md$Чамбери, Мадрид: капитальный ремонт 85 м² за 12 недель$md$,
  $md$Cocina abierta al salón, dos baños nuevos, suelo de roble e instalaciones renovadas en un piso de 85 m² en Chamberí: 12 semanas y precio cerrado cumplido.$md$,
  $md$A kitchen open to the living room, two new bathrooms, oak flooring and new plumbing and wiring in an 85 m² flat in Chamberí: 12 weeks, and the fixed price held.$md$,
  $md$Cuisine ouverte sur le salon, deux salles de bains neuves, parquet en chêne et installations refaites dans un appartement de 85 m² à Chamberí : 12 semaines, prix ferme respecté.$md$,
  $md$Offene Küche zum Wohnzimmer, zwei neue Bäder, Eichenparkett und neue Installationen in einer 85-m²-Wohnung in Chamberí: 12 Wochen, Festpreis eingehalten.$md$,
  $md$Кухня, объединённая с гостиной, две новые ванные комнаты, дубовый пол и новые коммуникации в квартире 85 м² в Чамбери: 12 недель, и фиксированная цена не изменилась.$md$,
  $md$Un piso de 85 m² en Chamberí, en un edificio clásico del barrio, con la distribución típica de hace décadas: cocina cerrada y separada del salón, baños anticuados, instalaciones originales y suelos muy castigados. Los propietarios querían una casa luminosa y actual, pero sobre todo querían saber desde el primer día cuánto iba a costar y cuándo podrían entrar a vivir.

![Salón de un piso en Chamberí con cocina abierta y suelo de roble tras la reforma integral](/blog/caso-reforma-integral-piso-chamberi.svg)

## El encargo: abrir la casa y renovarlo todo

Tras la visita técnica gratuita y el estudio de la vivienda, definimos el alcance completo de la obra:

- Abrir la cocina al salón para ganar luz y un gran espacio de convivencia.
- Hacer dos baños completamente nuevos, aprovechando mejor cada metro.
- Instalar suelo de roble en toda la vivienda.
- Renovar por completo la instalación eléctrica y la fontanería.

Antes de tirar ningún tabique comprobamos qué muros eran de carga. Abrir una cocina puede requerir refuerzos estructurales y, en muchos casos, un trámite municipal, ya sea licencia o declaración responsable según el tipo de obra. Conviene consultarlo en la web del [Ayuntamiento de Madrid](https://www.madrid.es) o dejar que nosotros lo gestionemos por ti.

## Cómo se desarrolló la obra

La reforma duró 12 semanas, desde la demolición hasta la entrega de llaves. El orden fue el habitual en una reforma integral: demolición, nuevas instalaciones, albañilería y baños, cocina, suelo y, por último, pintura y acabados.

### Informes semanales y precio cerrado

Cada semana los propietarios recibían un informe con fotos, tareas terminadas y próximos pasos, de modo que no necesitaban pasar por la obra para saber cómo iba. El presupuesto se firmó con precio cerrado por contrato y se mantuvo hasta el final. Eso es lo que significa precio cerrado: el importe firmado es el importe que se paga, sin sorpresas en la última factura.

## ¿Cuánto cuesta una reforma así?

En Madrid, una reforma integral suele moverse entre 400 y 1.200 € por m². Para 85 m², eso supone una horquilla orientativa de 34.000 a 102.000 €, según calidades, cambios de distribución e instalaciones. En este piso coincidieron varios de los factores que más mueven el precio de una reforma integral: instalaciones eléctricas y de fontanería nuevas, un cambio de distribución para abrir la cocina y baños completos nuevos y acabados de calidad, como el suelo de roble. Además, es posible financiar hasta el 100 % de la obra.

## Lecciones del proyecto

1. Definirlo todo antes de empezar: cuanto más cerrado está el proyecto, más fácil es cumplir plazo y precio.
2. Las instalaciones nuevas no se ven, pero en un piso antiguo son lo más importante.
3. La comunicación semanal evita malentendidos y da tranquilidad a los propietarios.

¿Tienes un piso parecido? Descubre cómo trabajamos en nuestras [reformas integrales](/reformas-integrales) y pide tu primer presupuesto gratuito: lo recibirás en 24 horas, y tras la visita técnica te confirmaremos el presupuesto cerrado.$md$,
  $md$The starting point was an 85 m² flat in one of Chamberí’s classic period buildings, with the layout typical of its era: a closed kitchen separate from the living room, dated bathrooms, the original plumbing and wiring, and badly worn floors. The owners wanted a bright, modern home, but above all they wanted to know from day one how much it would cost and when they could move in.

![Living room of a flat in Chamberí with an open-plan kitchen and oak flooring after the full home renovation](/blog/caso-reforma-integral-piso-chamberi.svg)

## The brief: open up the flat and renew everything

After the free site visit and a survey of the flat, we agreed the full scope of the work:

- Open the kitchen up to the living room for more light and one large living space.
- Build two completely new bathrooms, making better use of every square metre.
- Lay oak flooring throughout the flat.
- Completely renew the wiring and the plumbing.

Before knocking down any wall, we checked which ones were load-bearing. Opening up a kitchen may need structural reinforcement and, in many cases, a council procedure: either a building permit or a declaración responsable (a self-certified notice of works), depending on the type of work. You can check this on the [Madrid City Council website](https://www.madrid.es) or let us handle it for you.

## How the work went

The renovation took 12 weeks, from demolition to handing over the keys. We followed the usual sequence for a full home renovation: demolition, new plumbing and wiring, building work and bathrooms, kitchen, flooring and, finally, painting and finishes.

### Weekly reports and a fixed price

Every week the owners received a report with photos, the tasks completed and the next steps, so they never needed to visit the site to know how it was going. They had signed a fixed-price contract, and the price held to the last euro. That is what a fixed price means: the figure in the contract is the figure you pay, with no surprises on the final invoice.

## How much does a renovation like this cost?

In Madrid, a full home renovation usually costs between €400 and €1,200 per m². For 85 m², that gives a rough range of €34,000 to €102,000, depending on the finishes, the layout changes and the plumbing and wiring. This flat combined several of the things that push the price of a full renovation up most: new wiring and plumbing, a layout change to open up the kitchen, and quality finishes such as the new bathrooms and the oak floor. You can also finance up to 100% of the work.

## Lessons from the project

1. Define everything before you start: the more detailed the design, the easier it is to keep to the timescale and the price.
2. New plumbing and wiring can’t be seen, but in an old flat they matter most.
3. Weekly updates prevent misunderstandings and give the owners peace of mind.

Own a similar flat? See how we work on our [full home renovations](/en/house-renovation-spain) page, then tell us about yours: we’ll come back to you with a free quote within 24 hours.$md$,
  $md$Cet appartement de 85 m² se trouve à Chamberí, dans un immeuble classique du quartier, et avait gardé la distribution typique de l’époque : cuisine fermée et séparée du salon, salles de bains vieillissantes, installations d’origine et sols très abîmés. Les propriétaires voulaient un logement lumineux et actuel, mais surtout savoir dès le premier jour combien cela allait coûter et quand ils pourraient emménager.

![Salon d’un appartement à Chamberí avec cuisine ouverte et parquet en chêne après la rénovation complète](/blog/caso-reforma-integral-piso-chamberi.svg)

## La demande : ouvrir l’espace et tout refaire

Après la visite technique gratuite et l’étude du logement, nous avons défini l’ensemble des travaux :

- Ouvrir la cuisine sur le salon pour gagner en lumière et créer une grande pièce de vie.
- Créer deux salles de bains entièrement neuves, en exploitant mieux chaque mètre carré.
- Poser un parquet en chêne dans tout l’appartement.
- Refaire entièrement l’électricité et la plomberie.

Avant d’abattre la moindre cloison, nous avons vérifié quels murs étaient porteurs. Ouvrir une cuisine peut nécessiter des renforts structurels et, souvent, une démarche auprès de la mairie : permis de travaux ou declaración responsable (déclaration de travaux), selon la nature du chantier. Renseignez-vous sur le site de la [mairie de Madrid](https://www.madrid.es) ou confiez-nous ces démarches.

## Le déroulement du chantier

La rénovation a duré 12 semaines, de la démolition à la remise des clés. L’ordre a été celui d’une rénovation complète classique : démolition, nouvelles installations, maçonnerie et salles de bains, cuisine, sols, puis peinture et finitions.

### Un point chaque semaine et un prix ferme

Chaque semaine, les propriétaires recevaient un rapport avec photos, tâches terminées et prochaines étapes : inutile de passer sur le chantier pour savoir où en étaient les travaux. Le prix ferme inscrit au contrat a été respecté jusqu’au bout. C’est cela, un prix ferme : le montant signé est le montant payé, sans mauvaise surprise sur la dernière facture.

## Combien coûte une rénovation de ce type ?

À Madrid, une rénovation complète se situe généralement entre 400 et 1 200 € le m². Pour 85 m², la fourchette indicative va donc de 34 000 à 102 000 €, selon les finitions, les changements de distribution et les installations. Cet appartement cumulait plusieurs des facteurs qui pèsent le plus sur la facture : une électricité et une plomberie entièrement neuves, une nouvelle distribution pour ouvrir la cuisine et des finitions de qualité, comme les salles de bains complètes et le parquet en chêne. Vous pouvez par ailleurs financer jusqu’à 100 % des travaux.

## Ce que nous retenons de ce projet

1. Tout définir avant de commencer : plus le projet est arrêté, plus il est facile de tenir les délais et le prix.
2. Les installations neuves ne se voient pas, mais dans un appartement ancien ce sont elles qui comptent le plus.
3. Un point hebdomadaire évite les malentendus et rassure les propriétaires.

Vous avez un appartement comparable ? Découvrez notre façon de travailler sur la page [rénovation complète](/fr/renovation-maison-espagne) et demandez votre devis gratuit : un premier chiffrage vous parvient sous 24 heures.$md$,
  $md$Die 85-m²-Wohnung liegt in einem klassischen Altbau in Chamberí und hatte noch den typischen Grundriss von vor einigen Jahrzehnten: eine geschlossene, vom Wohnzimmer getrennte Küche, veraltete Bäder, die ursprünglichen Installationen und stark abgenutzte Böden. Die Eigentümer wünschten sich ein helles, zeitgemäßes Zuhause, wollten aber vor allem vom ersten Tag an wissen, was es kostet und wann sie einziehen können.

![Wohnzimmer einer Wohnung in Chamberí mit offener Küche und Eichenparkett nach der Komplettsanierung](/blog/caso-reforma-integral-piso-chamberi.svg)

## Der Auftrag: die Wohnung öffnen und alles erneuern

Nach dem kostenlosen Vor-Ort-Termin und der Bestandsaufnahme haben wir den gesamten Umfang der Arbeiten festgelegt:

- Die Küche zum Wohnzimmer öffnen, um Licht und einen großen gemeinsamen Wohnraum zu gewinnen.
- Zwei komplett neue Bäder bauen und dabei jeden Quadratmeter besser nutzen.
- Eichenparkett in der ganzen Wohnung verlegen.
- Elektroinstallation und Wasserleitungen vollständig erneuern.

Bevor eine einzige Wand fiel, haben wir geprüft, welche Wände tragend sind. Wer eine Küche öffnet, braucht unter Umständen statische Verstärkungen und muss in vielen Fällen die Gemeinde einbeziehen: je nach Art der Arbeiten mit einer Baugenehmigung oder einer Bauanzeige (declaración responsable). Informieren Sie sich auf der Website der [Stadt Madrid](https://www.madrid.es) oder überlassen Sie die Formalitäten uns.

## So verliefen die Arbeiten

Die Sanierung dauerte 12 Wochen, vom Abbruch bis zur Schlüsselübergabe. Die Reihenfolge war die übliche bei einer Komplettsanierung: Abbruch, neue Installationen, Maurerarbeiten und Bäder, Küche, Boden und zum Schluss Maler- und Feinarbeiten.

### Wochenberichte und Festpreis

Jede Woche erhielten die Eigentümer einen Bericht mit Fotos, erledigten Arbeiten und den nächsten Schritten. So mussten sie nicht auf die Baustelle kommen, um zu wissen, wie es vorangeht. Der Preis wurde bei Vertragsunterzeichnung festgeschrieben und bis zum Schluss eingehalten. Genau das bedeutet Festpreis: Sie zahlen den Betrag, der im Vertrag steht – ohne Überraschungen bei der Schlussrechnung.

## Was kostet eine solche Komplettsanierung?

In Madrid liegt eine Komplettsanierung meist zwischen 400 und 1.200 € pro m². Für 85 m² ergibt das eine Preisspanne von etwa 34.000 bis 102.000 €, je nach Ausstattung, Grundrissänderungen und Installationen. In dieser Wohnung kamen mehrere der Faktoren zusammen, die den Preis einer Komplettsanierung am stärksten beeinflussen: neue Elektro- und Wasserleitungen, eine Grundrissänderung für die offene Küche und eine hochwertige Ausstattung wie die neuen Bäder und das Eichenparkett. Außerdem lassen sich bis zu 100 % der Kosten finanzieren.

## Was wir aus dem Projekt mitnehmen

1. Alles vor Baubeginn festlegen: Je genauer das Projekt definiert ist, desto leichter lassen sich Termin und Preis halten.
2. Neue Installationen sieht man nicht, aber in einem Altbau sind sie das Wichtigste.
3. Wöchentliche Kommunikation verhindert Missverständnisse und gibt den Eigentümern Sicherheit.

Sie haben eine ähnliche Wohnung? Erfahren Sie, wie wir bei einer [Komplettsanierung](/de/hausrenovierung-spanien) arbeiten, und fordern Sie Ihre kostenlose erste Kostenschätzung an. Sie erhalten sie innerhalb von 24 Stunden; nach dem Vor-Ort-Termin folgt das Festpreisangebot.$md$,
  $md$Квартира площадью 85 м² в классическом доме в Чамбери сохранила планировку, которой несколько десятков лет: закрытая кухня, отделённая от гостиной, устаревшие ванные комнаты, старые коммуникации и сильно изношенные полы. Владельцы хотели светлое современное жильё, но прежде всего им было важно с первого дня знать, сколько будет стоить ремонт и когда можно будет въехать.

![Гостиная квартиры в Чамбери с открытой кухней и дубовым полом после капитального ремонта](/blog/caso-reforma-integral-piso-chamberi.svg)

## Задача: больше света и простора, всё — новое

После бесплатного выезда специалиста и обследования квартиры мы определили полный объём работ:

- Объединить кухню с гостиной, чтобы получить больше света и одно большое общее пространство.
- Сделать две полностью новые ванные комнаты, рационально используя каждый метр.
- Уложить дубовый пол во всей квартире.
- Полностью заменить электропроводку и сантехнические трубы.

Прежде чем сносить перегородки, мы проверили, какие стены являются несущими. Объединение кухни с гостиной может потребовать усиления конструкций и во многих случаях оформления документов в мэрии — разрешения на строительные работы или уведомления о начале работ (declaración responsable), в зависимости от вида работ. Общие сведения есть на сайте [мэрии Мадрида](https://www.madrid.es), а оформление можно поручить нам.

## Как шли работы

Ремонт занял 12 недель — от демонтажа до передачи ключей. Последовательность была стандартной для капитального ремонта: демонтаж, новые коммуникации, черновые работы и ванные комнаты, кухня, полы и в конце покраска и чистовая отделка.

### Еженедельные отчёты и фиксированная цена

Каждую неделю владельцы получали отчёт с фотографиями, выполненными работами и планом на следующие дни. Им не нужно было приезжать на объект, чтобы понимать, как продвигается ремонт. Смету подписали по фиксированной цене, и до самого конца она не изменилась. В этом и смысл фиксированной цены: вы платите ровно ту сумму, под которой поставили подпись, и последний счёт не приносит сюрпризов.

## Сколько стоит такой ремонт?

В Мадриде капитальный ремонт обычно стоит от 400 до 1 200 € за м². Для 85 м² это ориентировочно от 34 000 до 102 000 € в зависимости от материалов, перепланировки и инженерных систем. В этой квартире сошлись сразу несколько факторов, которые сильнее всего влияют на цену капитального ремонта: новая электрика и сантехника, перепланировка ради открытой кухни и качественная отделка (полностью новые ванные комнаты и дубовый пол). Ремонт можно оплатить и в кредит — до 100 % стоимости.

## Что мы вынесли из этого проекта

1. Всё решается до начала работ: чем точнее проект, тем проще уложиться в срок и бюджет.
2. Новые коммуникации не видны, но в старом доме именно они важнее всего.
3. Еженедельные отчёты избавляют от недопонимания, и владельцы спокойны.

У вас похожая квартира? Посмотрите, [как мы ведём капитальный ремонт](/ru/remont-doma-ispania), и расскажите о своей — бесплатный расчёт стоимости пришлём в течение 24 часов.$md$,
  $md$Caso de éxito en Chamberí: reforma integral de un piso de 85 m² con cocina abierta, dos baños nuevos y suelo de roble en 12 semanas, a precio cerrado.$md$,
  $md$Full home renovation case study in Chamberí: an 85 m² flat with an open-plan kitchen, two new bathrooms and oak floors in 12 weeks, at a fixed price.$md$,
  $md$Réalisation à Chamberí : appartement de 85 m² entièrement rénové en 12 semaines, à prix ferme, avec cuisine ouverte, deux salles de bains et parquet en chêne.$md$,
  $md$Referenzprojekt Komplettsanierung in Chamberí: 85-m²-Wohnung mit offener Küche, zwei neuen Bädern und Eichenparkett in 12 Wochen, zum Festpreis.$md$,
  $md$Пример проекта: капитальный ремонт квартиры 85 м² в Чамбери за 12 недель — открытая кухня, две новые ванные, дубовый пол, фиксированная цена.$md$,
  array['reforma integral chamberí', 'reforma piso 85 m2 madrid', 'cocina abierta al salón', 'full renovation madrid apartment', 'renovation case study madrid']);

insert into public.blog_posts (id, slug, category, image_url, seo_score, views_count, published_at,
  title_es, title_en, title_fr, title_de, title_ru,
  excerpt_es, excerpt_en, excerpt_fr, excerpt_de, excerpt_ru,
  content_es, content_en, content_fr, content_de, content_ru,
  meta_description_es, meta_description_en, meta_description_fr, meta_description_de, meta_description_ru,
  keywords)
values ('0b1a7c3e-1001-4a6b-9c01-000000000006', 'caso-rehabilitacion-fachada-comunidad-tetuan', 'case-study', '/blog/caso-rehabilitacion-fachada-comunidad-tetuan.svg', 88, 960, '2026-09-16',
  $md$Fachada y cubierta de un edificio de los 60 en Tetuán$md$,
  $md$Tetuán Case Study: Refurbishing a 1960s Facade and Roof$md$,
  $md$Ravalement et toiture d’un immeuble des années 60 à Madrid$md$,
  $md$Fassade und Dach in Tetuán: Sanierung eines 60er-Jahre-Baus$md$,
  $md$Тетуан, Мадрид: ремонт фасада и кровли дома 1960-х годов$md$,
  $md$Cómo rehabilitamos la fachada y la cubierta de un edificio de los años 60 en Tetuán: inspección, aislamiento, coordinación vecinal y ayudas públicas.$md$,
  $md$How we refurbished the facade and roof of a 1960s building in Tetuán: the inspection, the insulation, working with the residents and the public grants.$md$,
  $md$Comment nous avons réhabilité la façade et la toiture d’un immeuble des années 60 à Tetuán : inspection, isolation, coordination avec les copropriétaires et aides publiques.$md$,
  $md$So haben wir Fassade und Dach eines Wohnhauses aus den 60er-Jahren in Tetuán saniert: Gebäudeprüfung, Dämmung, Abstimmung mit den Eigentümern und Fördermittel.$md$,
  $md$Как мы отремонтировали фасад и кровлю дома 1960-х годов в Тетуане: обследование, утепление, работа с собственниками и государственные субсидии.$md$,
  $md$Un edificio residencial de los años 60 en Tetuán, con una fachada de ladrillo sin aislamiento, una cubierta con filtraciones y vecinos que pasaban frío en invierno y calor en verano. La comunidad de propietarios sabía que tenía que actuar, pero le preocupaban tres cosas: el coste, las molestias y la dificultad de poner de acuerdo a todos.

![Fachada rehabilitada de un edificio de los años 60 en Tetuán con nuevo aislamiento](/blog/caso-rehabilitacion-fachada-comunidad-tetuan.svg)

## Primer paso: la inspección del edificio

Los edificios con cierta antigüedad deben pasar inspecciones técnicas periódicas. Según el caso se habla de ITE (Inspección Técnica de Edificios) o de IEE (Informe de Evaluación del Edificio), que además valora la accesibilidad y la eficiencia energética. El informe confirmó lo que los vecinos intuían: la fachada y la cubierta necesitaban una intervención. Ese documento sirvió de base para el proyecto y para pedir ayudas.

## Qué hicimos

- Reparación del soporte de la fachada, antes de aislarla.
- Aislamiento térmico por el exterior, que mejora el confort sin restar metros a las viviendas.
- Cubierta nueva con impermeabilización completa para acabar con las filtraciones.
- Organización de andamios, accesos y horarios para reducir al mínimo las molestias.

### Coordinación con el administrador y los vecinos

En una comunidad, la obra es tan técnica como humana. Trabajamos mano a mano con el administrador de fincas: explicamos el proyecto a los propietarios, resolvimos sus dudas y, durante la obra, avisamos con antelación de cada fase que afectaba a ventanas, terrazas o patios. Así los vecinos sabían en todo momento qué iba a pasar y cuándo.

## Las ayudas a la rehabilitación

La rehabilitación energética de edificios puede optar, en muchos casos, a ayudas públicas, como las vinculadas a los fondos Next Generation EU que gestionan las comunidades autónomas. Preparamos junto a la comunidad la documentación técnica para la solicitud. Las cuantías y los requisitos dependen de cada convocatoria y del ahorro energético conseguido, así que conviene revisar la información oficial de la [Comunidad de Madrid](https://www.comunidad.madrid) antes de decidir.

## Garantía y resultado

La obra se entregó a precio cerrado por contrato, algo clave cuando el coste se reparte entre muchos propietarios, y con nuestra garantía de 5 años por escrito en mano de obra e instalaciones, que se suma a las responsabilidades que fija la Ley de Ordenación de la Edificación.

## Lecciones para otras comunidades

1. Empezar por un buen informe técnico: ordena prioridades y abre la puerta a las ayudas.
2. Implicar al administrador desde el principio agiliza las decisiones.
3. Avisar antes de cada fase reduce quejas y retrasos.

Si vuestra comunidad está valorando una intervención parecida, conoced nuestro servicio de [rehabilitación de edificios](/rehabilitacion-edificios) y pedidnos un presupuesto gratuito.$md$,
  $md$This 1960s block of flats in Tetuán had an uninsulated brick facade, a leaking roof and residents who were cold in winter and hot in summer. The community of owners (comunidad de propietarios) knew it had to act, but three things worried the owners: the cost, the disruption and how hard it would be to get everyone to agree.

![Refurbished facade of a 1960s building in Tetuán with new insulation](/blog/caso-rehabilitacion-fachada-comunidad-tetuan.svg)

## Step one: the building inspection

Buildings of a certain age must pass periodic technical inspections. Depending on the case, this is the ITE (building inspection, Inspección Técnica de Edificios) or the IEE (building assessment report, Informe de Evaluación del Edificio), which also assesses accessibility and energy efficiency. The report confirmed what the residents suspected: the facade and the roof needed work. That document became the basis for the project and for the grant application.

## What we did

- Repairs to the facade surface, before insulating it.
- External wall insulation on the facade, which improves comfort without taking any space from the flats.
- A new roof with full waterproofing to put an end to the leaks.
- Careful planning of scaffolding, access and working hours to keep disruption to a minimum.

### Working with the managing agent and the residents

In a block of flats, managing people matters as much as the building work itself. We worked hand in hand with the managing agent (administrador de fincas): we explained the project to the owners, answered their questions and, during the work, gave advance notice of every phase that affected windows, terraces or courtyards. That way the residents always knew what was going to happen and when.

## Grants for building refurbishment

Energy-efficiency upgrades to buildings can often qualify for public grants, such as those linked to the Next Generation EU funds, which Spain’s regional governments manage. Together with the community of owners, we prepared the technical documents for the application. The amounts and requirements depend on each grant programme and on the energy savings achieved, so it’s worth checking the official information from the [Comunidad de Madrid](https://www.comunidad.madrid) (the Madrid regional government) before deciding.

## Price and warranty

The community paid exactly the fixed price in the contract, which is essential when many owners share the cost, and the work was handed over with our 5-year written warranty on workmanship and everything we installed. That warranty comes on top of the legal liabilities set by the Ley de Ordenación de la Edificación (the Spanish Building Act).

## Lessons for other communities of owners

1. Start with a good technical report: it sets the priorities and opens the door to grants.
2. Involving the managing agent from the start speeds up decisions.
3. Giving notice before each phase reduces complaints and delays.

If your community of owners is considering similar work, find out more about our [building refurbishment](/en/building-rehabilitation) service and ask for a free quote.$md$,
  $md$Dans cet immeuble d’habitation des années 60, à Tetuán, la façade en brique n’avait aucune isolation et la toiture laissait passer l’eau : les résidents avaient froid l’hiver et chaud l’été. La copropriété savait qu’il fallait agir, mais trois points l’inquiétaient : le coût, la gêne occasionnée et la difficulté de mettre tout le monde d’accord.

![Façade réhabilitée d’un immeuble des années 60 à Tetuán avec sa nouvelle isolation](/blog/caso-rehabilitacion-fachada-comunidad-tetuan.svg)

## Première étape : l’inspection de l’immeuble

En Espagne, les immeubles d’un certain âge doivent passer des inspections techniques périodiques. Selon le cas, on parle d’ITE (Inspección Técnica de Edificios, l’inspection technique de l’immeuble) ou d’IEE (Informe de Evaluación del Edificio, le rapport d’évaluation de l’immeuble), qui évalue en plus l’accessibilité et la performance énergétique. Le rapport a confirmé ce que les résidents pressentaient : la façade et la toiture avaient besoin de travaux. Ce document a servi de base au projet et à la demande d’aides.

## Ce que nous avons fait

- La réparation du support de la façade, avant de l’isoler.
- Une isolation thermique par l’extérieur, qui améliore le confort sans empiéter sur la surface habitable.
- Une toiture neuve avec une étanchéité complète, pour en finir avec les infiltrations.
- L’organisation des échafaudages, des accès et des horaires pour réduire la gêne au minimum.

### La coordination avec le syndic et les copropriétaires

Dans une copropriété, un chantier est aussi humain que technique. Nous avons travaillé main dans la main avec le syndic : nous avons présenté le projet aux copropriétaires, répondu à leurs questions et, pendant les travaux, prévenu à l’avance de chaque phase touchant les fenêtres, les terrasses ou les cours. Les résidents savaient ainsi à tout moment ce qui allait se passer, et quand.

## Les aides à la réhabilitation

La rénovation énergétique des immeubles peut souvent bénéficier d’aides publiques, comme celles liées aux fonds européens Next Generation EU, gérées par les communautés autonomes. Nous avons préparé avec la copropriété le dossier technique de la demande. Les montants et les conditions dépendent de chaque programme d’aides et des économies d’énergie obtenues : consultez les informations officielles de la [Communauté de Madrid](https://www.comunidad.madrid) avant de décider.

## Le résultat et les garanties

Le chantier a été livré à prix ferme inscrit au contrat, un point essentiel lorsque le budget est réparti entre de nombreux copropriétaires, avec notre garantie écrite de 5 ans sur la main-d’œuvre et les installations, qui s’ajoute aux responsabilités prévues par la loi espagnole sur la construction (Ley de Ordenación de la Edificación).

## Ce que d’autres copropriétés peuvent en retenir

1. Commencer par un bon rapport technique : il fixe les priorités et ouvre la voie aux aides.
2. Associer le syndic dès le départ accélère les décisions.
3. Prévenir avant chaque phase réduit les plaintes et les retards.

Si votre copropriété envisage des travaux comparables, découvrez notre service de [réhabilitation d’immeubles](/fr/rehabilitation-batiments) et demandez un devis gratuit.$md$,
  $md$Das Wohnhaus in Tetuán stammt aus den 1960er-Jahren: Die Ziegelfassade war ungedämmt, das Dach undicht, und die Bewohner froren im Winter und litten im Sommer unter der Hitze. Die Eigentümergemeinschaft (comunidad de propietarios) wusste, dass sie handeln musste, aber drei Dinge bereiteten ihr Sorgen: die Kosten, die Belastung durch die Bauarbeiten und die Schwierigkeit, alle unter einen Hut zu bringen.

![Sanierte Fassade eines Wohnhauses aus den 60er-Jahren in Tetuán mit neuer Dämmung](/blog/caso-rehabilitacion-fachada-comunidad-tetuan.svg)

## Erster Schritt: die Gebäudeprüfung

Ältere Gebäude müssen in Spanien regelmäßig technisch geprüft werden. Je nach Fall spricht man von der ITE (Inspección Técnica de Edificios, technische Gebäudeprüfung) oder vom IEE (Informe de Evaluación del Edificio, Gebäudebewertungsbericht), der zusätzlich Barrierefreiheit und Energieeffizienz bewertet. Der Bericht bestätigte, was die Bewohner ahnten: Fassade und Dach mussten saniert werden. Er war die Grundlage für das Projekt und für den Antrag auf Fördermittel.

## Was wir gemacht haben

- Instandsetzung des Fassadenuntergrunds, bevor gedämmt wird.
- Außendämmung der Fassade (Wärmedämmverbundsystem, WDVS), die den Wohnkomfort verbessert, ohne den Wohnungen Fläche zu nehmen.
- Ein neues Dach mit vollständiger Abdichtung, damit es nicht mehr hereinregnet.
- Planung von Gerüst, Zugängen und Arbeitszeiten, um die Belastung für die Bewohner so gering wie möglich zu halten.

### Abstimmung mit Hausverwaltung und Eigentümern

In einer Eigentümergemeinschaft ist eine Baustelle ebenso eine menschliche wie eine technische Aufgabe. Wir haben eng mit der Hausverwaltung zusammengearbeitet: Wir haben den Eigentümern das Projekt erklärt, ihre Fragen beantwortet und während der Arbeiten jede Phase, die Fenster, Terrassen oder Innenhöfe betraf, rechtzeitig angekündigt. So wussten die Bewohner jederzeit, was wann passiert.

## Fördermittel für die Sanierung

Für die energetische Sanierung von Gebäuden gibt es in vielen Fällen öffentliche Fördermittel, etwa aus Programmen, die mit Mitteln des EU-Fonds Next Generation EU finanziert und von den spanischen Regionen (comunidades autónomas) verwaltet werden. Gemeinsam mit der Eigentümergemeinschaft haben wir die technischen Unterlagen für den Antrag vorbereitet. Höhe und Voraussetzungen hängen vom jeweiligen Förderprogramm und von der erzielten Energieeinsparung ab. Prüfen Sie daher vor Ihrer Entscheidung die offiziellen Informationen der [Comunidad de Madrid](https://www.comunidad.madrid).

## Festpreis und Garantie

Abgerechnet wurde genau der vertraglich vereinbarte Festpreis – entscheidend, wenn sich viele Eigentümer die Kosten teilen. Auf Arbeitsleistung und Installationen geben wir eine schriftliche Garantie von 5 Jahren; sie kommt zur gesetzlichen Haftung hinzu, die das spanische Baugesetz (Ley de Ordenación de la Edificación) allen Baubeteiligten auferlegt.

## Was andere Eigentümergemeinschaften daraus lernen können

1. Mit einem guten technischen Bericht beginnen: Er ordnet die Prioritäten und ebnet den Weg zu Fördermitteln.
2. Die Hausverwaltung von Anfang an einbinden: Das beschleunigt Entscheidungen.
3. Vor jeder Phase informieren: Das verringert Beschwerden und Verzögerungen.

Plant Ihre Eigentümergemeinschaft eine ähnliche Sanierung? Wie wir dabei vorgehen, sehen Sie auf unserer Seite zur [Gebäudesanierung](/de/gebaude-sanierung). Eine kostenlose Kostenschätzung schicken wir gern auch Ihrer Hausverwaltung.$md$,
  $md$Жилой дом 1960-х годов в районе Тетуан: кирпичный фасад без утепления, протекающая кровля и жильцы, которым зимой было холодно, а летом жарко. Сообщество собственников (comunidad de propietarios) понимало, что пора действовать, но его беспокоили три вещи: стоимость, неудобства во время работ и сложность прийти к общему решению.

![Фасад дома 1960-х годов в Тетуане после ремонта, с новым утеплением](/blog/caso-rehabilitacion-fachada-comunidad-tetuan.svg)

## Первый шаг: техническое обследование здания

Здания определённого возраста должны проходить периодические технические проверки. В зависимости от случая это техническая инспекция здания (ITE, Inspección Técnica de Edificios) или отчёт об оценке состояния здания (IEE, Informe de Evaluación del Edificio), в котором дополнительно оцениваются доступная среда и энергоэффективность. Обследование подтвердило то, о чём жильцы догадывались: фасаду и кровле требовался ремонт. Этот документ стал основой и для проекта, и для заявки на субсидии.

## Что мы сделали

- Ремонт основания фасада перед утеплением.
- Наружное утепление, которое повышает комфорт и не отнимает площадь у квартир.
- Новая кровля с полной гидроизоляцией, чтобы устранить протечки.
- Продуманная организация лесов, проходов и графика работ, чтобы свести неудобства к минимуму.

### Работа с управляющим домом и собственниками

В многоквартирном доме ремонт — это не только техника, но и умение договориться с людьми. Мы работали в тесном контакте с управляющим домом (administrador de fincas): объяснили собственникам проект, ответили на их вопросы и во время работ заранее предупреждали о каждом этапе, который затрагивал окна, террасы или внутренние дворы. Жильцы всегда знали, что и когда будет происходить.

## Субсидии на энергоэффективный ремонт

Если ремонт повышает энергоэффективность жилого дома, сообщество собственников во многих случаях может претендовать на государственные субсидии, например по программам, связанным с европейскими фондами Next Generation EU, которыми управляют автономные сообщества Испании. Вместе с собственниками мы подготовили техническую документацию для заявки. Размер субсидий и требования зависят от конкретной программы и достигнутой экономии энергии, поэтому перед решением стоит изучить официальную информацию на сайте [правительства Мадридского сообщества (Comunidad de Madrid)](https://www.comunidad.madrid).

## Цена и гарантия

Работы сдали по фиксированной цене, закреплённой в договоре: это особенно важно, когда расходы делятся между многими собственниками. На работы и инженерные системы мы дали письменную гарантию на 5 лет — в дополнение к ответственности подрядчика, которую устанавливает испанский закон о строительстве (Ley de Ordenación de la Edificación).

## Советы другим сообществам собственников

1. Начинайте с качественного технического отчёта: он расставляет приоритеты и открывает путь к субсидиям.
2. Подключайте управляющего с самого начала — так решения принимаются быстрее.
3. Предупреждайте жильцов перед каждым этапом — это снижает число жалоб и задержек.

Если ваше сообщество собственников планирует похожие работы, узнайте больше о [ремонте и реконструкции зданий](/ru/reabilitatsiya-zdaniy) и запросите бесплатный расчёт стоимости.$md$,
  $md$Caso de éxito en Tetuán (Madrid): rehabilitación de fachada y cubierta de un edificio de los 60, con aislamiento, ayudas públicas y precio cerrado.$md$,
  $md$Case study in Tetuán, Madrid: facade and roof refurbishment of a 1960s building, with insulation, public grants and a fixed price.$md$,
  $md$Réalisation à Tetuán (Madrid) : réhabilitation de la façade et de la toiture d’un immeuble des années 60, avec isolation, aides publiques et prix ferme.$md$,
  $md$Referenzprojekt in Tetuán (Madrid): Fassade und Dach eines 60er-Jahre-Baus saniert – mit Dämmung, Fördermitteln und zum Festpreis.$md$,
  $md$Пример проекта в Тетуане (Мадрид): ремонт фасада и кровли дома 1960-х годов — утепление, государственные субсидии, фиксированная цена.$md$,
  array['rehabilitación fachada comunidad de propietarios', 'aislamiento fachada edificio madrid', 'ayudas rehabilitación edificios', 'rehabilitación edificio tetuán', 'building facade renovation madrid']);

insert into public.blog_posts (id, slug, category, image_url, seo_score, views_count, published_at,
  title_es, title_en, title_fr, title_de, title_ru,
  excerpt_es, excerpt_en, excerpt_fr, excerpt_de, excerpt_ru,
  content_es, content_en, content_fr, content_de, content_ru,
  meta_description_es, meta_description_en, meta_description_fr, meta_description_de, meta_description_ru,
  keywords)
values ('0b1a7c3e-1001-4a6b-9c01-000000000007', 'cuanto-tarda-reforma-cocina', 'best-practices', '/blog/cuanto-tarda-reforma-cocina.svg', 91, 1840, '2026-11-18',
  $md$¿Cuánto tarda una reforma de cocina? Plazos fase a fase$md$,
  $md$How Long Does a Kitchen Renovation Take? Phase by Phase$md$,
  $md$Combien de temps dure une rénovation de cuisine ?$md$,
  $md$Wie lange dauert eine Küchenrenovierung? Phasen und Zeitplan$md$,
  $md$Сколько длится ремонт кухни в Испании: сроки по этапам$md$,
  $md$Entre 15 y 30 días laborables según cambien o no las instalaciones y la distribución. Te explicamos cada fase, qué la retrasa y cómo vivir sin cocina.$md$,
  $md$Between 15 and 30 working days, depending on whether the plumbing, wiring and layout change. We explain each phase, what delays it and how to live without a kitchen.$md$,
  $md$De 15 à 30 jours ouvrés, selon que l’on modifie ou non les installations et l’agencement. Les étapes une à une, les causes de retard et comment vivre sans cuisine.$md$,
  $md$15 bis 30 Arbeitstage, je nachdem, ob Installationen und Grundriss geändert werden. Wir erklären jede Phase, was die Arbeiten verzögert und wie Sie ohne Küche auskommen.$md$,
  $md$От 15 до 30 рабочих дней — в зависимости от того, меняются ли коммуникации и планировка. Разбираем этапы, причины задержек и жизнь без кухни.$md$,
  $md$Una reforma de cocina bien planificada dura entre 15 y 30 días laborables, y dos cosas deciden el plazo: si se modifican las instalaciones (fontanería, electricidad, gas, extracción) y si cambia la distribución. Una cocina típica que mantiene la distribución queda lista en unas 3 o 4 semanas, porque no hay que mover tomas ni desagües. Llevar el fregadero a una isla o tirar un tabique alarga la obra: hasta 30 días laborables, unas 6 semanas.

![Diseño en 3D de una cocina antes de empezar la obra](/blog/cuanto-tarda-reforma-cocina.svg)

## Las fases de una reforma de cocina

### 1. Diseño y planificación (antes de la obra)

No cuenta como días de obra, pero es la fase que más tiempo ahorra. Un diseño en 3D permite ver la distribución, los acabados y cada enchufe antes de tocar nada. Con el diseño cerrado se piden muebles, encimera y electrodomésticos, que a menudo tardan varias semanas en fabricarse.

### 2. La obra, paso a paso

1. **Desmontaje y demolición** (1 a 3 días): retirada de muebles, alicatado y, si hace falta, tabiques.
2. **Instalaciones** (3 a 6 días): regatas, nuevas tomas de agua y desagües, circuitos eléctricos, salida de humos.
3. **Albañilería y revestimientos** (4 a 8 días): cierre de regatas, suelo, alicatado o pintura.
4. **Montaje de muebles** (2 a 4 días): módulos, electrodomésticos y plantilla de la encimera.
5. **Encimera y remates** (5 a 9 días): la fabricación y colocación de la encimera suelen marcar el final; después llegan fregadero, grifería y limpieza.

## Qué retrasa una reforma de cocina

- Decisiones tomadas durante la obra: cambiar el azulejo o la posición del horno obliga a rehacer trabajos.
- Materiales que no llegan a tiempo, sobre todo encimeras y electrodomésticos a medida.
- Sorpresas al demoler: tuberías antiguas o instalaciones fuera de normativa.
- Trámites: según el alcance, el ayuntamiento puede pedir una declaración responsable o una licencia. Consulta con tu ayuntamiento; en Madrid la información está en [madrid.es](https://www.madrid.es).

## Cómo vivir sin cocina durante la obra

Con algo de organización, tres o cuatro semanas sin cocina se llevan bien:

- Monta una cocina provisional en otra estancia con microondas, hervidor y una placa de inducción portátil.
- Ten a mano platos y cubiertos desechables compostables para los días sin fregadero.
- Cocina y congela platos la semana anterior.
- Pide que se proteja el resto de la vivienda del polvo con plásticos.

## Un plazo cerrado por contrato

Lo que evita que la obra se alargue es un proyecto completo antes de empezar: diseño en 3D aprobado, materiales pedidos y calendario por escrito. En Hogara Reformas, tras la visita técnica gratuita, fijamos por contrato el precio y el plazo. Puedes ver cómo trabajamos en nuestra página de [reformas de cocinas](/reformas-cocinas).

Pide tu presupuesto gratuito: te lo enviamos en 24 horas y te diremos cuántos días necesita tu cocina.$md$,
  $md$A well-planned kitchen renovation takes between 15 and 30 working days, and two things decide where yours falls: whether the plumbing, wiring, gas or extractor duct have to move, and whether the layout changes. A typical kitchen that keeps its layout is ready in about 3 to 4 weeks, because no sockets or drains need moving. Moving the sink to an island or knocking down a wall lengthens the job: up to 30 working days, about 6 weeks.

![3D design of a kitchen before the work starts](/blog/cuanto-tarda-reforma-cocina.svg)

## The phases of a kitchen renovation

### 1. Design and planning (before the work)

It doesn’t count towards the working days on site, but it’s the phase that saves the most time. A 3D design lets you see the layout, the finishes and every socket before anything is touched. Once the design is final, the units, worktop and appliances are ordered, and they often take several weeks to make.

### 2. The work, step by step

1. **Strip-out and demolition** (1 to 3 days): removing the units, the wall tiles and, if needed, partition walls.
2. **Plumbing and wiring** (3 to 6 days): chasing the walls, then new water supply and waste pipes, electrical circuits and the extractor duct.
3. **Building work and surfaces** (4 to 8 days): making good the walls, then flooring, tiling or painting.
4. **Fitting the units** (2 to 4 days): units, appliances and templating the worktop.
5. **Worktop and finishing touches** (5 to 9 days): making and fitting the worktop usually marks the end; then come the sink, taps and the final clean.

## What delays a kitchen renovation

- Decisions made during the work: changing the tiles or the position of the oven means redoing work.
- Materials that don’t arrive on time, especially made-to-measure worktops and appliances.
- Surprises during demolition: old pipes or wiring that doesn’t meet regulations.
- Paperwork: depending on the scope, the council may ask for a declaración responsable (a self-certified notice of works) or a building permit. Check with your council; in Madrid the information is on [madrid.es](https://www.madrid.es).

## How to live without a kitchen during the work

With a little organisation, three or four weeks without a kitchen is quite manageable:

- Set up a temporary kitchen in another room with a microwave, a kettle and a portable induction hob.
- Keep compostable disposable plates and cutlery to hand for the days without a sink.
- Cook and freeze meals the week before.
- Ask for the rest of your home to be protected from dust with plastic sheeting.

## A timescale fixed in the contract

What keeps the work from dragging on is having the whole project settled before you start: an approved 3D design, materials ordered and a schedule in writing. Once we’ve seen your kitchen at the free site visit, we fix both the price and the timescale in the contract. You can see how we work on our [kitchen renovations](/en/kitchen-renovations) page.

Ask for a free quote and within 24 hours we’ll tell you what your kitchen is likely to cost and how many working days it needs.$md$,
  $md$Une rénovation de cuisine bien préparée dure de 15 à 30 jours ouvrés, et le délai dépend surtout de deux choses : touche-t-on aux installations (plomberie, électricité, gaz, extraction) et change-t-on l’agencement ? Une cuisine courante dont on garde l’agencement est prête en 3 à 4 semaines environ, car il n’y a ni prises ni évacuations à déplacer. Installer l’évier dans un îlot ou abattre une cloison allonge le chantier : jusqu’à 30 jours ouvrés, soit environ 6 semaines.

![Conception 3D d’une cuisine avant le début des travaux](/blog/cuanto-tarda-reforma-cocina.svg)

## Les étapes d’une rénovation de cuisine

### 1. Conception et planification (avant les travaux)

Elle ne compte pas dans les jours de chantier, mais c’est l’étape qui fait gagner le plus de temps. La conception 3D permet de voir l’agencement, les finitions et chaque prise avant de toucher à quoi que ce soit. Une fois le projet arrêté, on commande les meubles, le plan de travail et l’électroménager, dont la fabrication prend souvent plusieurs semaines.

### 2. Le chantier, étape par étape

1. **Dépose et démolition** (1 à 3 jours) : retrait des meubles, de la faïence et, si nécessaire, des cloisons.
2. **Installations** (3 à 6 jours) : saignées dans les murs, nouvelles arrivées d’eau et évacuations, circuits électriques, conduit d’extraction.
3. **Maçonnerie et revêtements** (4 à 8 jours) : rebouchage des saignées, sol, faïence ou peinture.
4. **Pose des meubles** (2 à 4 jours) : caissons, électroménager et prise de gabarit du plan de travail.
5. **Plan de travail et finitions** (5 à 9 jours) : la fabrication et la pose du plan de travail marquent souvent la fin ; viennent ensuite l’évier, la robinetterie et le nettoyage.

## Ce qui retarde une rénovation de cuisine

- Les décisions prises pendant les travaux : changer de carrelage ou déplacer le four oblige à refaire une partie du travail.
- Les matériaux qui n’arrivent pas à temps, surtout les plans de travail et l’électroménager sur mesure.
- Les surprises à la démolition : vieilles canalisations ou installations non conformes.
- Les démarches : selon l’ampleur des travaux, la mairie peut demander une declaración responsable (déclaration de travaux) ou un permis de travaux. Renseignez-vous auprès de votre mairie ; à Madrid, les informations sont sur [madrid.es](https://www.madrid.es).

## Comment vivre sans cuisine pendant les travaux

Avec un peu d’organisation, trois ou quatre semaines sans cuisine se passent bien :

- Installez une cuisine provisoire dans une autre pièce, avec un micro-ondes, une bouilloire et une plaque à induction portable.
- Ayez sous la main des assiettes et des couverts jetables compostables pour les jours sans évier.
- Cuisinez et congelez des plats la semaine précédente.
- Demandez que le reste du logement soit protégé de la poussière par des bâches.

## Un délai inscrit au contrat

Ce qui empêche un chantier de s’éterniser, c’est un projet complet avant de commencer : conception 3D validée, matériaux commandés et planning écrit. Avec nous, le prix et le délai sont fixés par contrat après la visite technique gratuite. Pour en savoir plus, consultez notre page [rénovation de cuisine](/fr/renovations-cuisines).

Demandez votre devis gratuit : vous recevrez un premier chiffrage sous 24 heures, et nous vous dirons combien de temps durera la rénovation de votre cuisine.$md$,
  $md$Eine gut geplante Küchenrenovierung dauert 15 bis 30 Arbeitstage. Wie lange es bei Ihnen dauert, entscheiden vor allem zwei Fragen: Werden Installationen (Wasser, Strom, Gas, Abluft) verlegt, und ändert sich die Aufteilung? Bleibt beides, wie es ist, ist eine typische Küche in etwa 3 bis 4 Wochen fertig, weil weder Anschlüsse noch Abflüsse versetzt werden müssen. Soll dagegen die Spüle in die Kücheninsel wandern oder eine Wand fallen, dauert der Umbau länger: bis zu 30 Arbeitstage, also rund 6 Wochen.

![3D-Planung einer Küche vor Beginn der Arbeiten](/blog/cuanto-tarda-reforma-cocina.svg)

## Die Phasen einer Küchenrenovierung

### 1. Planung (vor Beginn der Arbeiten)

Sie zählt nicht zu den Bautagen, ist aber die Phase, die am meisten Zeit spart. Mit einer 3D-Planung sehen Sie Aufteilung, Oberflächen und jede Steckdose, bevor etwas angefasst wird. Ist die Planung abgeschlossen, werden Möbel, Arbeitsplatte und Elektrogeräte bestellt – ihre Fertigung dauert oft mehrere Wochen.

### 2. Die Arbeiten Schritt für Schritt

1. **Demontage und Abbruch** (1 bis 3 Tage): Möbel, Fliesen und bei Bedarf Trennwände entfernen.
2. **Installationen** (3 bis 6 Tage): Schlitze stemmen, dann neue Wasser- und Abwasseranschlüsse, Stromkreise und Abluft.
3. **Maurer- und Fliesenarbeiten** (4 bis 8 Tage): Schlitze schließen, dann Boden, Fliesen oder Anstrich.
4. **Möbelmontage** (2 bis 4 Tage): Schränke, Elektrogeräte und Schablone für die Arbeitsplatte.
5. **Arbeitsplatte und Feinarbeiten** (5 bis 9 Tage): Fertigung und Einbau der Arbeitsplatte bestimmen meist das Ende; danach folgen Spüle, Armatur und Endreinigung.

## Was eine Küchenrenovierung verzögert

- Entscheidungen während der Arbeiten: Andere Fliesen oder ein neuer Platz für den Backofen bedeuten, dass Arbeiten wiederholt werden müssen.
- Materialien, die nicht rechtzeitig geliefert werden, vor allem Arbeitsplatten und Elektrogeräte nach Maß.
- Überraschungen beim Abbruch: alte Leitungen oder Installationen, die nicht den Vorschriften entsprechen.
- Behördliches: Je nach Umfang kann die Gemeinde eine Bauanzeige (declaración responsable) oder eine Baugenehmigung verlangen. Fragen Sie bei Ihrer Gemeinde nach; für Madrid finden Sie die Informationen auf [madrid.es](https://www.madrid.es).

## Wie Sie ohne Küche auskommen

Mit etwas Organisation lassen sich drei oder vier Wochen ohne Küche gut überbrücken:

- Richten Sie in einem anderen Raum eine Behelfsküche mit Mikrowelle, Wasserkocher und mobiler Induktionsplatte ein.
- Legen Sie für die Tage ohne Spüle kompostierbares Einweggeschirr und -besteck bereit.
- Kochen Sie in der Woche davor vor und frieren Sie Gerichte ein.
- Lassen Sie den Rest der Wohnung mit Folie vor Staub schützen.

## Ein Zeitplan, der im Vertrag steht

Damit sich die Arbeiten nicht in die Länge ziehen, muss vor Baubeginn alles stehen: die freigegebene 3D-Planung, die bestellten Materialien und ein verbindlicher Zeitplan. Genau so arbeiten wir: Nach dem kostenlosen Vor-Ort-Termin legen wir Preis und Bauzeit im Vertrag fest. Mehr dazu auf unserer Seite zur [Küchenrenovierung](/de/kuchen-renovierungen).

Fordern Sie Ihre kostenlose Kostenschätzung an: Sie erhalten sie innerhalb von 24 Stunden, zusammen mit einer ersten Einschätzung, wie viele Tage Ihre Küche braucht.$md$,
  $md$Хорошо спланированный ремонт кухни занимает от 15 до 30 рабочих дней, и срок зависит прежде всего от двух вещей: переносятся ли коммуникации (водопровод, электрика, газ, вытяжка) и меняется ли планировка. Типовая кухня, где всё остаётся на своих местах, готова примерно за 3–4 недели: не нужно переносить розетки и канализацию. Если же перенести мойку на остров или снести перегородку, работы затянутся — до 30 рабочих дней, то есть примерно до 6 недель.

![3D-проект кухни до начала работ](/blog/cuanto-tarda-reforma-cocina.svg)

## Этапы ремонта кухни

### 1. Проект и планирование (до начала работ)

Этот этап не входит в сроки работ на объекте, но именно он экономит больше всего времени потом. 3D-проект позволяет увидеть планировку, отделку и даже расположение каждой розетки ещё до демонтажа. Когда проект утверждён, заказывают мебель, столешницу и технику — их изготовление часто занимает несколько недель.

### 2. Работы на объекте по шагам

1. **Демонтаж** (1–3 дня): снятие старой мебели, плитки и при необходимости перегородок.
2. **Коммуникации** (3–6 дней): штробы, новые подводки воды и канализации, электрические линии, воздуховод вытяжки.
3. **Черновые и отделочные работы** (4–8 дней): заделка штроб, пол, плитка или покраска.
4. **Монтаж мебели** (2–4 дня): установка модулей и техники, снятие шаблона для столешницы.
5. **Столешница и завершение работ** (5–9 дней): изготовление и установка столешницы обычно определяют дату окончания; затем мойка, смеситель и уборка.

## Что задерживает ремонт кухни

- Решения, принятые по ходу работ: другая плитка или новое место для духовки означают переделки.
- Задержки с поставкой материалов, особенно столешниц и техники под заказ.
- Сюрпризы при демонтаже: старые трубы или коммуникации, не соответствующие нормам.
- Документы: в зависимости от объёма работ мэрия может потребовать уведомление о начале работ (declaración responsable) или разрешение на строительные работы. Уточните в своей мэрии; для Мадрида информация есть на [madrid.es](https://www.madrid.es).

## Как прожить без кухни

Если всё заранее продумать, три-четыре недели без кухни пройдут без особых хлопот:

- Устройте временную кухню в другой комнате: микроволновка, чайник и переносная индукционная плитка.
- Запаситесь одноразовыми тарелками и приборами из компостируемых материалов на дни, когда мыть посуду будет негде.
- За неделю до начала работ приготовьте и заморозьте еду.
- Попросите бригаду закрыть остальные помещения плёнкой от пыли.

## Сроки, закреплённые в договоре

Лучшая защита от затягивания сроков — когда к первому дню работ всё готово: 3D-проект утверждён, материалы заказаны, график подписан. После бесплатного выезда специалиста мы закрепляем в договоре и цену, и сроки. Подробнее — в разделе [«Ремонт кухни»](/ru/remont-kukhon).

Запросите бесплатный расчёт стоимости: мы пришлём его в течение 24 часов и скажем, сколько дней понадобится именно вашей кухне.$md$,
  $md$¿Cuánto dura una reforma de cocina? De 15 a 30 días laborables. Fases, causas de retraso y consejos para vivir sin cocina durante la obra.$md$,
  $md$How long does a kitchen renovation take? 15 to 30 working days. The phases, what causes delays and tips for living without a kitchen during the work.$md$,
  $md$Combien de temps dure une rénovation de cuisine ? De 15 à 30 jours ouvrés. Les étapes, les causes de retard et nos conseils pour vivre sans cuisine.$md$,
  $md$Wie lange dauert eine Küchenrenovierung? 15 bis 30 Arbeitstage. Die Phasen, Ursachen für Verzögerungen und Tipps für die Zeit ohne Küche.$md$,
  $md$Сколько длится ремонт кухни? От 15 до 30 рабочих дней. Этапы, причины задержек и советы, как прожить без кухни во время работ.$md$,
  array['cuánto tarda una reforma de cocina', 'duración reforma cocina', 'reforma cocina madrid', 'kitchen renovation timeline', 'how long does a kitchen remodel take']);

insert into public.blog_posts (id, slug, category, image_url, seo_score, views_count, published_at,
  title_es, title_en, title_fr, title_de, title_ru,
  excerpt_es, excerpt_en, excerpt_fr, excerpt_de, excerpt_ru,
  content_es, content_en, content_fr, content_de, content_ru,
  meta_description_es, meta_description_en, meta_description_fr, meta_description_de, meta_description_ru,
  keywords)
values ('0b1a7c3e-1001-4a6b-9c01-000000000008', 'materiales-bano-cocina-humedad', 'best-practices', '/blog/materiales-bano-cocina-humedad.svg', 88, 2210, '2026-10-14',
  $md$Materiales de baño y cocina resistentes a la humedad$md$,
  $md$Water-Resistant Materials for Bathrooms and Kitchens$md$,
  $md$Salle de bains, cuisine : matériaux résistants à l’humidité$md$,
  $md$Bad und Küche: Materialien, die Feuchtigkeit standhalten$md$,
  $md$Ремонт ванной и кухни в Испании: влагостойкие материалы$md$,
  $md$Porcelánico o cerámica, gran formato, impermeabilización, encimeras y ventilación: cómo elegir materiales que aguanten el agua y el uso diario.$md$,
  $md$Porcelain or ceramic, large-format tiles, waterproofing, worktops and ventilation: how to choose materials that stand up to water and everyday use.$md$,
  $md$Grès cérame ou faïence, grand format, étanchéité, plans de travail et ventilation : comment choisir des matériaux qui résistent à l’eau et à l’usage quotidien.$md$,
  $md$Feinsteinzeug oder Keramik, Großformat, Abdichtung, Arbeitsplatten und Lüftung: So wählen Sie Materialien, die Wasser und täglichem Gebrauch standhalten.$md$,
  $md$Керамогранит или плитка, крупный формат, гидроизоляция, столешницы и вентиляция: как выбрать материалы, которые выдержат воду и ежедневную нагрузку.$md$,
  $md$Baños y cocinas son las estancias que más sufren en una vivienda: agua, vapor, grasa, cambios de temperatura y uso diario. Elegir bien los materiales marca la diferencia entre una reforma que luce igual a los diez años y otra que empieza a dar problemas al segundo invierno.

![Baño reformado con revestimiento porcelánico de gran formato](/blog/materiales-bano-cocina-humedad.svg)

## Revestimientos: porcelánico frente a cerámica

El **gres porcelánico** se cuece a mayor temperatura y absorbe muy poca agua, por lo que resiste mejor la humedad, las heladas, las manchas y el desgaste. Es la opción más segura para suelos y zonas de ducha. La **cerámica esmaltada** es más ligera, fácil de cortar y económica; funciona bien en paredes sin agua directa.

### Gran formato: menos juntas, menos problemas

Las piezas de gran formato (por ejemplo, 120 × 60 cm o mayores) reducen el número de juntas, que es donde se acumulan la suciedad y el moho. Dan amplitud, pero exigen una base muy plana y un instalador con experiencia. En las juntas, el mortero epoxi resiste mejor manchas y hongos que el cementoso.

## Impermeabilización: lo que no se ve

Ningún azulejo es impermeable por sí solo si fallan las juntas o la base. En duchas de obra y a ras de suelo conviene colocar una membrana impermeabilizante bajo el revestimiento, subirla por las paredes y reforzar esquinas y desagües. Es una partida pequeña que evita filtraciones al vecino de abajo.

## Encimeras de cocina: pros y contras

- **Cuarzo compacto**: no poroso, muy higiénico y con gran variedad de colores. No tolera bien una olla muy caliente.
- **Porcelánico**: resiste calor, rayos UV y arañazos, y admite espesores finos. Sus cantos son más delicados ante golpes.
- **Granito**: piedra natural muy dura y resistente al calor. Es algo poroso, así que necesita un sellado periódico.
- **Madera**: cálida y reparable con un lijado, pero exige aceitado regular y buena protección junto al fregadero.

## Ventilación: el mejor aliado contra el moho

Ningún material compensa un baño sin ventilación. Un extractor bien dimensionado, entradas de aire y una campana con salida al exterior en la cocina eliminan el vapor antes de que condense. El Código Técnico de la Edificación recoge las exigencias de salubridad y ventilación; puedes consultarlo en [codigotecnico.org](https://www.codigotecnico.org).

## Errores frecuentes

1. Usar azulejo de pared en el suelo de la ducha: resbala y se desgasta.
2. Olvidar la pendiente hacia el desagüe en duchas a ras de suelo.
3. Elegir encimeras porosas sin prever su mantenimiento.
4. Sellar con silicona de mala calidad, que amarillea y se ennegrece.
5. Ahorrar en el extractor.

En Hogara Reformas te asesoramos sobre materiales en la visita técnica gratuita, y nuestros trabajos tienen una garantía de 5 años por escrito. Descubre nuestras [reformas de baños](/reformas-banos) y pide tu presupuesto gratuito.$md$,
  $md$Bathrooms and kitchens are the rooms that suffer most in any home: water, steam, grease, changes in temperature and everyday use. Choosing the right materials is the difference between a renovation that looks the same ten years on and one that starts causing problems by the second winter.

![Renovated bathroom with large-format porcelain tiles](/blog/materiales-bano-cocina-humedad.svg)

## Tiles: porcelain versus ceramic

**Porcelain tiles** are fired at a higher temperature and absorb very little water, so they stand up better to damp, frost, stains and wear. They are the safest choice for floors and shower areas. **Glazed ceramic tiles** are lighter, easier to cut and cheaper; they work well on walls that don’t get wet directly.

### Large-format tiles: fewer joints, fewer problems

Large-format tiles (for example, 120 × 60 cm or larger) reduce the number of joints, which is where dirt and mould build up. They make a room feel more spacious, but they need a very flat base and an experienced tiler. For the joints, epoxy grout resists stains and mould better than cement-based grout.

## Waterproofing: what you can’t see

No tile is waterproof on its own if the joints or the base fail. In tiled and level-access showers, a waterproofing (tanking) membrane should go under the tiles, run up the walls and be reinforced at the corners and around the drain. It’s a small item in the quote, and it prevents leaks into the flat below.

## Kitchen worktops: pros and cons

- **Quartz**: non-porous, very hygienic and available in a wide range of colours. It doesn’t cope well with a very hot pan.
- **Porcelain**: resists heat, UV light and scratches, and comes in thin slabs. Its edges are more vulnerable to knocks.
- **Granite**: a very hard natural stone that resists heat. It is slightly porous, so it needs resealing from time to time.
- **Wood**: warm and can be repaired by sanding, but it needs regular oiling and good protection next to the sink.

## Ventilation: your best defence against mould

No material makes up for a bathroom without ventilation. In the bathroom, a properly sized extractor fan and trickle vents or air inlets; in the kitchen, a cooker hood ducted to the outside. Together they remove steam before it condenses. The Código Técnico de la Edificación (Spain’s building regulations) sets out the requirements for ventilation and indoor air quality; you can read it at [codigotecnico.org](https://www.codigotecnico.org).

## Common mistakes

1. Using wall tiles on the shower floor: they are slippery and wear out.
2. Forgetting the fall towards the drain in level-access showers.
3. Choosing porous worktops without planning for their upkeep.
4. Sealing with poor-quality silicone, which yellows and turns black.
5. Skimping on the extractor fan.

We’re happy to advise you on materials at the free site visit, and our work comes with a 5-year written warranty. Find out more about our [bathroom renovations](/en/bathroom-renovations) and ask for a free quote.$md$,
  $md$La salle de bains et la cuisine sont les pièces les plus sollicitées d’un logement : eau, vapeur, graisse, écarts de température et usage quotidien. Bien choisir les matériaux fait toute la différence entre une rénovation encore impeccable dix ans plus tard et une autre qui pose problème dès le deuxième hiver.

![Salle de bains rénovée avec un revêtement en grès cérame grand format](/blog/materiales-bano-cocina-humedad.svg)

## Les revêtements : grès cérame ou faïence

Le **grès cérame** est cuit à plus haute température et n’absorbe presque pas d’eau : il résiste donc mieux à l’humidité, au gel, aux taches et à l’usure. C’est le choix le plus sûr pour les sols et les zones de douche. La **faïence émaillée** est plus légère, facile à découper et moins chère ; elle convient bien aux murs qui ne reçoivent pas d’eau directement.

### Grand format : moins de joints, moins de problèmes

Les carreaux grand format (par exemple 120 × 60 cm ou plus) réduisent le nombre de joints, là où la saleté s’incruste. Ils agrandissent visuellement la pièce, mais exigent un support parfaitement plan et un carreleur expérimenté. Quant aux joints, ceux à l’époxy résistent mieux aux taches et aux moisissures que les joints à base de ciment.

## L’étanchéité : ce qui ne se voit pas

Aucun carreau n’est étanche à lui seul si les joints ou le support font défaut. Dans les douches maçonnées et à l’italienne, il faut poser une membrane d’étanchéité sous le revêtement, la remonter sur les murs et renforcer les angles et l’évacuation. C’est un petit poste du devis qui évite les infiltrations chez le voisin du dessous.

## Les plans de travail : avantages et inconvénients

- **Quartz** : non poreux, très hygiénique, avec un grand choix de coloris. Il supporte mal une casserole très chaude.
- **Grès cérame** : résiste à la chaleur, aux UV et aux rayures, et existe en faible épaisseur. Ses chants sont plus fragiles en cas de choc.
- **Granit** : pierre naturelle très dure et résistante à la chaleur. Légèrement poreux, il doit être imperméabilisé régulièrement.
- **Bois** : chaleureux et rénovable par un simple ponçage, mais il demande un huilage régulier et une bonne protection près de l’évier.

## La ventilation : votre meilleure alliée contre les moisissures

Aucun matériau ne compense une salle de bains sans ventilation. Un extracteur bien dimensionné, des entrées d’air et, dans la cuisine, une hotte avec sortie extérieure éliminent la vapeur avant qu’elle ne se condense. En Espagne, le Código Técnico de la Edificación (le code technique de la construction) fixe les exigences de salubrité et de ventilation ; vous pouvez le consulter sur [codigotecnico.org](https://www.codigotecnico.org).

## Les erreurs fréquentes

1. Poser un carrelage mural au sol de la douche : il est glissant et s’use vite.
2. Oublier la pente vers l’évacuation dans une douche à l’italienne.
3. Choisir un plan de travail poreux sans prévoir son entretien.
4. Faire les joints avec un silicone de mauvaise qualité, qui jaunit et noircit.
5. Économiser sur l’extracteur.

Lors de la visite technique gratuite, nous vous conseillons sur les matériaux, et nos travaux bénéficient d’une garantie écrite de 5 ans. Pour aller plus loin, consultez notre page [rénovation de salle de bains](/fr/renovations-salles-bain) et demandez votre devis gratuit.$md$,
  $md$Bad und Küche sind die am stärksten beanspruchten Räume einer Wohnung: Wasser, Dampf, Fett, Temperaturschwankungen und täglicher Gebrauch. Die richtige Materialwahl entscheidet darüber, ob eine Renovierung nach zehn Jahren noch genauso gut aussieht oder schon im zweiten Winter Probleme macht.

![Saniertes Bad mit großformatigen Feinsteinzeugfliesen](/blog/materiales-bano-cocina-humedad.svg)

## Fliesen: Feinsteinzeug oder Keramik?

**Feinsteinzeug** wird bei höheren Temperaturen gebrannt und nimmt kaum Wasser auf. Deshalb widersteht es Feuchtigkeit, Frost, Flecken und Abrieb besser und ist die sicherste Wahl für Böden und Duschbereiche. **Glasierte Keramikfliesen** sind leichter, lassen sich einfacher schneiden und sind günstiger; sie eignen sich gut für Wände ohne direkten Wasserkontakt.

### Großformat: weniger Fugen, weniger Probleme

Großformatige Fliesen (zum Beispiel 120 × 60 cm oder größer) verringern die Zahl der Fugen, in denen sich Schmutz und Schimmel festsetzen. Sie lassen den Raum großzügiger wirken, verlangen aber einen sehr ebenen Untergrund und einen erfahrenen Fliesenleger. Epoxidharz-Fugenmörtel ist flecken- und schimmelbeständiger als herkömmlicher zementärer Fugenmörtel.

## Abdichtung: Was man nicht sieht

Fliesen allein machen kein Bad dicht: Versagen Fugen oder Untergrund, dringt Wasser durch. Bei gemauerten und bodengleichen Duschen gehört eine Abdichtungsbahn unter den Belag, an den Wänden hochgezogen und an Ecken und Abläufen verstärkt. Ein kleiner Posten, der Wasserschäden beim Nachbarn darunter verhindert.

## Küchenarbeitsplatten: Vor- und Nachteile

- **Quarzkomposit**: porenfrei, sehr hygienisch und in vielen Farben erhältlich. Sehr heiße Töpfe verträgt es schlecht.
- **Feinsteinzeug**: hitze-, UV- und kratzfest, auch in dünnen Stärken erhältlich. Die Kanten sind stoßempfindlicher.
- **Granit**: sehr harter, hitzebeständiger Naturstein. Er ist leicht porös und muss deshalb regelmäßig imprägniert werden.
- **Holz**: warm und durch Abschleifen erneuerbar, braucht aber regelmäßiges Ölen und guten Schutz rund um die Spüle.

## Lüftung: der beste Schutz gegen Schimmel

Kein Material gleicht ein Bad ohne Lüftung aus. Ein ausreichend dimensionierter Lüfter, Zuluftöffnungen und in der Küche eine nach außen geführte Dunstabzugshaube führen den Dampf ab, bevor er kondensiert. Die Anforderungen an Gesundheitsschutz und Lüftung legen die spanischen technischen Baunormen (Código Técnico de la Edificación) fest; Sie finden sie auf [codigotecnico.org](https://www.codigotecnico.org).

## Häufige Fehler

1. Wandfliesen auf dem Duschboden: rutschig und schnell abgenutzt.
2. Das Gefälle zum Ablauf bei bodengleichen Duschen vergessen.
3. Poröse Arbeitsplatten wählen, ohne die Pflege einzuplanen.
4. Mit minderwertigem Silikon abdichten, das vergilbt und schwarz wird.
5. Am Lüfter sparen.

Zu den Materialien beraten wir Sie gern beim kostenlosen Vor-Ort-Termin, und auf unsere Arbeiten geben wir eine schriftliche Garantie von 5 Jahren. Wie wir arbeiten, sehen Sie auf unserer Seite zur [Badsanierung](/de/badezimmer-renovierungen). Sie planen ein neues Bad oder eine neue Küche? Fordern Sie Ihre kostenlose Kostenschätzung an.$md$,
  $md$Ванная и кухня — самые нагруженные помещения в доме: вода, пар, жир, перепады температур и ежедневное использование. От выбора материалов зависит, будет ли ремонт выглядеть как новый через десять лет или начнёт подводить уже ко второй зиме.

![Отремонтированная ванная с крупноформатным керамогранитом](/blog/materiales-bano-cocina-humedad.svg)

## Облицовка: керамогранит или керамическая плитка

**Керамогранит** обжигают при более высокой температуре, и он почти не впитывает воду, поэтому лучше переносит влагу, мороз, пятна и истирание. Это самый надёжный выбор для пола и душевой зоны. **Глазурованная керамическая плитка** легче, проще в резке и обычно дешевле; она хорошо подходит для стен, на которые не попадает прямая струя воды.

### Крупный формат: меньше швов — меньше проблем

Крупноформатная плитка (например, 120 × 60 см и больше) сокращает количество швов, где скапливаются грязь и плесень. Она визуально расширяет пространство, но требует идеально ровного основания и опытного плиточника. Для швов эпоксидная затирка лучше противостоит пятнам и грибку, чем цементная.

## Гидроизоляция: то, чего не видно

Плитка сама по себе не защищает от воды: влага проходит через швы и трещины в основании. В душевых без поддона и в душах в уровень пола под облицовку укладывают гидроизоляционную мембрану, заводят её на стены и усиливают углы и места у трапа. Это небольшая статья сметы, которая избавляет от протечек к соседям снизу.

## Столешницы для кухни: плюсы и минусы

- **Кварцевый камень**: непористый, очень гигиеничный, огромный выбор цветов. Не любит горячую кастрюлю, поставленную прямо на поверхность.
- **Керамогранит**: не боится жара, ультрафиолета и царапин, бывает очень тонким. Кромки чувствительнее к ударам.
- **Гранит**: очень твёрдый натуральный камень, устойчивый к жару. Слегка пористый, поэтому его нужно периодически пропитывать.
- **Дерево**: тёплое на вид, и его можно обновить шлифовкой, но оно требует регулярной обработки маслом и хорошей защиты у мойки.

## Вентиляция — лучшая защита от плесени

Лучший материал не спасёт ванную без вентиляции. Правильно подобранный вытяжной вентилятор, приточные решётки и кухонная вытяжка с выводом наружу удаляют пар до того, как он осядет конденсатом. В Испании требования к санитарии и вентиляции устанавливает Технический строительный кодекс (Código Técnico de la Edificación); его текст опубликован на [codigotecnico.org](https://www.codigotecnico.org).

## Частые ошибки

1. Настенная плитка на полу душевой: скользкая и быстро изнашивается.
2. Отсутствие уклона к трапу в душе в уровень пола.
3. Пористая столешница, за которой не ухаживают.
4. Дешёвый силикон, который желтеет и чернеет.
5. Экономия на вытяжном вентиляторе.

Материалы поможем подобрать во время бесплатного выезда специалиста, а на наши работы действует письменная гарантия 5 лет. Подробнее — в разделе [«Ремонт ванной»](/ru/remont-vannykh). Расскажите, какую ванную или кухню вы задумали, — и мы бесплатно рассчитаем стоимость.$md$,
  $md$Porcelánico o cerámica, gran formato, impermeabilización, encimeras y ventilación: materiales de baño y cocina que resisten la humedad.$md$,
  $md$Porcelain or ceramic tiles, large formats, waterproofing, worktops and ventilation: bathroom and kitchen materials that resist damp.$md$,
  $md$Grès cérame ou faïence, grand format, étanchéité, plans de travail et ventilation : les matériaux de salle de bains et de cuisine qui résistent à l’humidité.$md$,
  $md$Feinsteinzeug oder Keramik, Großformat, Abdichtung, Arbeitsplatten und Lüftung: Materialien für Bad und Küche, die Feuchtigkeit standhalten.$md$,
  $md$Керамогранит или плитка, крупный формат, гидроизоляция, столешницы и вентиляция: материалы для ванной и кухни, устойчивые к влаге.$md$,
  array['materiales baño humedad', 'porcelánico o cerámica', 'encimera cuarzo o granito', 'moisture resistant bathroom materials', 'best kitchen countertop material']);

insert into public.blog_posts (id, slug, category, image_url, seo_score, views_count, published_at,
  title_es, title_en, title_fr, title_de, title_ru,
  excerpt_es, excerpt_en, excerpt_fr, excerpt_de, excerpt_ru,
  content_es, content_en, content_fr, content_de, content_ru,
  meta_description_es, meta_description_en, meta_description_fr, meta_description_de, meta_description_ru,
  keywords)
values ('0b1a7c3e-1001-4a6b-9c01-000000000009', 'reformar-vivienda-espana-desde-extranjero', 'best-practices', '/blog/reformar-vivienda-espana-desde-extranjero.svg', 85, 960, '2026-08-27',
  $md$Cómo reformar tu casa en España si vives en el extranjero$md$,
  $md$How to Renovate Your Home in Spain While Living Abroad$md$,
  $md$Rénover sa maison en Espagne sans vivre sur place$md$,
  $md$So renovieren Sie Ihre Immobilie in Spanien aus dem Ausland$md$,
  $md$Ремонт квартиры в Испании, если вы живёте за границей$md$,
  $md$Un gestor que hable tu idioma, informes semanales, pagos por hitos y garantías por escrito: así se reforma una casa en España a distancia.$md$,
  $md$A project manager who speaks your language, weekly reports, stage payments and warranties in writing: this is how to renovate a home in Spain from a distance.$md$,
  $md$Un chef de projet qui parle votre langue, un rapport chaque semaine, des paiements par étapes et des garanties écrites : voici comment rénover une maison en Espagne à distance.$md$,
  $md$Ein deutschsprachiger Projektbetreuer, wöchentliche Berichte, Zahlung nach Bauabschnitten und schriftliche Garantien: So renovieren Sie in Spanien aus der Ferne.$md$,
  $md$Менеджер, который говорит по‑русски, еженедельные отчёты, оплата по этапам и письменные гарантии: как делать ремонт в Испании на расстоянии.$md$,
  $md$Cada vez más propietarios reforman su casa en España desde otro país: expatriados que vuelven, compradores internacionales o familias que preparan una segunda residencia. Se puede hacer bien sin estar presente, siempre que el proceso esté organizado desde el principio. Estas son las claves.

![Salón de una vivienda reformada en España](/blog/reformar-vivienda-espana-desde-extranjero.svg)

## Un interlocutor único que hable tu idioma

El mayor riesgo a distancia son los malentendidos. Busca una empresa que te asigne un gestor que hable tu idioma y sea tu único punto de contacto para decisiones, cambios y pagos. En Hogara Reformas, con oficinas en Madrid y Miami, trabajamos así: tu gestor es tu único interlocutor, coordina con el jefe de obra y te mantiene informado.

## Trámites y contratos: lo básico

Los detalles dependen de cada caso, pero conviene tener en cuenta algunas ideas generales:

- **NIE**: en muchos casos los extranjeros necesitan el Número de Identidad de Extranjero para comprar, firmar contratos o pagar impuestos en España. Normalmente puede solicitarse en el consulado de España de tu país de residencia; encontrarás información en [exteriores.gob.es](https://www.exteriores.gob.es).
- **Contrato por escrito**: con presupuesto detallado por partidas, plazos, precio cerrado y condiciones de garantía.
- **Permisos**: según la obra, el ayuntamiento puede exigir una declaración responsable o una licencia. La empresa debería gestionarlo por ti.
- **IVA**: en algunos casos la reforma de una vivienda puede tributar al 10 % en lugar del 21 % general. Consúltalo con tu asesor fiscal.

## Coordinación a distancia

### Cómo seguir la obra sin viajar

Una buena coordinación remota se apoya en rutinas fijas:

1. **Videollamadas** en los momentos clave: replanteo, antes de cerrar paredes y elección de acabados.
2. **Fotos y vídeos** de cada fase, sobre todo de lo que quedará oculto (tuberías, cableado, impermeabilización).
3. **Informe semanal** con avances, próximos pasos y decisiones pendientes.
4. **Muestras de materiales** enviadas o enseñadas por vídeo antes de encargarlos.

## Pagos por hitos, nunca todo por adelantado

Paga por fases terminadas y verificadas: por ejemplo, una parte pequeña a la firma, otra al terminar las instalaciones, otra con los acabados y el resto a la entrega. Así tu dinero siempre va detrás del avance real. Pide una factura con IVA de cada pago.

## Documentación y garantías

Al terminar, deberías recibir toda la documentación por escrito: certificados de instalaciones, manuales de equipos, facturas y la garantía. En Hogara Reformas damos una garantía de 5 años por escrito en mano de obra e instalaciones y, si la obra afecta a la estructura, se aplica además la garantía decenal (10 años) que exige la Ley de Ordenación de la Edificación.

## Financiación para no residentes

Las entidades suelen pedir más documentación a los no residentes y las condiciones pueden variar. Ofrecemos financiación de hasta el 100 % del proyecto, sujeta a estudio; pregúntanos qué opciones encajan con tu situación.

Si quieres reformar tu casa en España sin moverte de donde vives, visita nuestra página de [reformas integrales](/reformas-integrales) y pide tu presupuesto gratuito: lo recibirás en 24 horas.$md$,
  $md$More and more owners are renovating their home in Spain from another country: people returning to Spain after years abroad, international buyers and families getting a second home ready. It can be done well without being there, as long as the process is organised from the start. Here’s what matters.

![Living room of a renovated home in Spain](/blog/reformar-vivienda-espana-desde-extranjero.svg)

## One point of contact who speaks your language

The biggest risk at a distance is misunderstanding. Look for a company that gives you a project manager who speaks your language and is your single point of contact for decisions, changes and payments. That’s how we work at Hogara Reformas, from our offices in Madrid and Miami: your English-speaking project manager is your one point of contact, works closely with the site manager and keeps you informed.

## Paperwork and contracts: the basics

The details depend on each case, but a few general points are worth bearing in mind:

- **NIE**: in many cases, foreign nationals need an NIE (foreigner identification number, Número de Identidad de Extranjero) to buy property, sign contracts or pay taxes in Spain. You can usually apply for it at the Spanish consulate in your country of residence; you’ll find information at [exteriores.gob.es](https://www.exteriores.gob.es).
- **A written contract**: with a line-by-line quote, timescales, a fixed price and the warranty terms.
- **Permits**: depending on the work, the council may require a declaración responsable (a self-certified notice of works) or a building permit. The company should handle this for you.
- **VAT (IVA)**: in some cases the renovation of a home can be charged at 10% instead of the standard 21%. Check with your tax adviser.

## Coordination at a distance

### How to follow the work without travelling

Good remote coordination relies on set routines:

1. **Video calls** at the key moments: when the new layout is marked out on site, before the walls are closed up and when choosing finishes.
2. **Photos and videos** of each phase, especially of what will be hidden (pipes, wiring, waterproofing).
3. **A weekly report** with progress, next steps and decisions pending.
4. **Material samples** sent to you or shown on video before they are ordered.

## Stage payments, never everything up front

Pay for stages that are finished and checked: for example, a small deposit on signing, a payment when the plumbing and wiring are done, another once the finishes are complete, and the balance at handover. That way your money always follows the actual progress. Ask for a VAT invoice for every payment.

## Documents and warranties

When the work is finished, you should receive all the documents in writing: the installation certificates (electrical and, where there is a supply, gas), equipment manuals, invoices and the warranty. Ours is a 5-year written warranty, and structural work also carries the 10-year structural warranty (garantía decenal).

## Finance for non-residents

Lenders usually ask non-residents for more documents, and the terms can vary. We offer finance for up to 100% of the project, subject to approval; ask us which options suit your situation.

If you’d like to renovate your home in Spain without having to be there, have a look at our [full home renovations](/en/house-renovation-spain) page and tell us what you have in mind. Your free quote will reach you within 24 hours, wherever you are.$md$,
  $md$De plus en plus de propriétaires rénovent leur logement en Espagne depuis un autre pays : expatriés qui préparent leur retour, acheteurs internationaux ou familles qui aménagent leur résidence secondaire. On peut très bien le faire sans être sur place, à condition que tout soit organisé dès le départ. Voici l’essentiel.

![Salon d’un logement rénové en Espagne](/blog/reformar-vivienda-espana-desde-extranjero.svg)

## Un interlocuteur unique qui parle votre langue

À distance, le plus grand risque, ce sont les malentendus. Choisissez une entreprise qui vous attribue un chef de projet parlant votre langue, votre seul interlocuteur pour les décisions, les modifications et les paiements. Chez Hogara Reformas, avec nos bureaux à Madrid et à Miami, c’est ainsi que nous travaillons : votre chef de projet reste votre seul interlocuteur ; il fait le lien avec le chef de chantier et vous tient informé.

## Démarches et contrats : ce qu’il faut savoir

Chaque situation est différente, mais quelques principes généraux sont bons à connaître :

- **NIE** : dans bien des cas, les étrangers ont besoin du NIE (Número de Identidad de Extranjero, le numéro d’identification des étrangers) pour acheter, signer des contrats ou payer des impôts en Espagne. On peut généralement le demander au consulat d’Espagne de votre pays de résidence ; vous trouverez les informations sur [exteriores.gob.es](https://www.exteriores.gob.es).
- **Contrat écrit** : avec un devis détaillé poste par poste, les délais, le prix ferme et les conditions de garantie.
- **Autorisations** : selon les travaux, la mairie peut exiger une declaración responsable (déclaration de travaux) ou un permis de travaux. C’est à l’entreprise de s’en charger pour vous.
- **TVA (IVA en Espagne)** : dans certains cas, la rénovation d’un logement peut bénéficier d’un taux de TVA réduit de 10 % au lieu du taux normal de 21 %. Renseignez-vous auprès de votre conseiller fiscal.

## La coordination à distance

### Suivre le chantier sans vous déplacer

Un bon suivi à distance repose sur quelques outils simples, utilisés régulièrement :

1. **Appels vidéo** aux moments clés : au traçage des cloisons, avant la fermeture des murs et au moment de choisir les finitions.
2. **Photos et vidéos** de chaque étape, surtout de ce qui sera caché (canalisations, câblage, étanchéité).
3. **Rapport hebdomadaire** avec l’avancement, les prochaines étapes et les décisions en attente.
4. **Échantillons de matériaux** envoyés ou montrés en vidéo avant la commande.

## Payer par étapes, jamais tout d’avance

Réglez les travaux au fur et à mesure : par exemple un acompte modeste à la signature, un paiement à la fin des installations, un autre une fois les finitions terminées, et le solde à la livraison. En dehors de l’acompte, chaque paiement correspond à une étape terminée et vérifiée : votre argent suit ainsi l’avancement réel du chantier. Demandez une facture avec TVA pour chaque paiement.

## Des documents et des garanties par écrit

À la fin du chantier, vous devez recevoir l’ensemble des documents : certificats des installations, notices des équipements, factures et garantie. Pour notre part, nous accordons une garantie écrite de 5 ans ; pour les travaux de structure s’y ajoute la garantie décennale prévue par la loi.

## Le financement pour les non-résidents

Les banques demandent généralement plus de justificatifs aux non-résidents, et les conditions peuvent varier. Nous proposons un financement jusqu’à 100 % du projet, sous réserve d’étude du dossier ; demandez-nous quelles options conviennent à votre situation.

Vous souhaitez rénover votre logement en Espagne sans vous déplacer ? Consultez notre page [rénovation complète](/fr/renovation-maison-espagne) et demandez votre devis gratuit : vous recevrez un premier chiffrage sous 24 heures.$md$,
  $md$Immer mehr Eigentümer lassen ihre Wohnung oder ihr Haus in Spanien renovieren, während sie in Deutschland, Österreich, der Schweiz oder anderswo leben: internationale Käufer, Familien, die sich eine Ferienwohnung herrichten, oder Menschen, die nach Jahren im Ausland nach Spanien zurückkehren. Das gelingt auch, ohne vor Ort zu sein – vorausgesetzt, der Ablauf ist von Anfang an gut organisiert. Darauf kommt es an.

![Wohnzimmer einer renovierten Wohnung in Spanien](/blog/reformar-vivienda-espana-desde-extranjero.svg)

## Ein einziger, deutschsprachiger Ansprechpartner

Das größte Risiko aus der Ferne sind Missverständnisse. Wählen Sie ein Unternehmen, das Ihnen einen Projektbetreuer zur Seite stellt, der Deutsch spricht und Ihr einziger Ansprechpartner für Entscheidungen, Änderungen und Zahlungen ist. Bei Hogara Reformas (Büros in Madrid und Miami) arbeiten wir genau so: Ihr Projektbetreuer ist Ihre einzige Anlaufstelle, stimmt sich mit dem Bauleiter vor Ort ab und hält Sie auf dem Laufenden.

## Formalitäten und Verträge: das Wichtigste

Die Einzelheiten hängen vom jeweiligen Fall ab, einige allgemeine Punkte sollten Sie aber kennen:

- **NIE**: In vielen Fällen brauchen Ausländer die Número de Identidad de Extranjero (Ausländer-Identifikationsnummer), um in Spanien zu kaufen, Verträge zu unterschreiben oder Steuern zu zahlen. Normalerweise können Sie sie beim spanischen Konsulat in Ihrem Wohnsitzland beantragen; Informationen finden Sie auf [exteriores.gob.es](https://www.exteriores.gob.es).
- **Schriftlicher Vertrag**: mit einem detaillierten, nach Positionen aufgeschlüsselten Angebot, Terminen, Festpreis und Garantiebedingungen.
- **Genehmigungen**: Je nach Art der Arbeiten kann die Gemeinde eine Bauanzeige (declaración responsable) oder eine Baugenehmigung verlangen. Darum sollte sich das Unternehmen für Sie kümmern.
- **Mehrwertsteuer (IVA)**: In manchen Fällen kann für die Renovierung einer Wohnung ein Satz von 10 % statt der regulären 21 % gelten. Klären Sie das mit Ihrem Steuerberater.

## Koordination aus der Ferne

### So verfolgen Sie die Arbeiten, ohne anzureisen

Eine gute Koordination aus der Ferne beruht auf festen Routinen:

1. **Videocalls** in den entscheidenden Momenten: beim Aufmaß, bevor die Wände geschlossen werden, und bei der Auswahl der Oberflächen.
2. **Fotos und Videos** jeder Phase, besonders von allem, was später verdeckt ist (Leitungen, Kabel, Abdichtung).
3. **Wöchentlicher Bericht** mit Fortschritt, nächsten Schritten und offenen Entscheidungen.
4. **Materialmuster**, die Ihnen zugeschickt oder per Video gezeigt werden, bevor sie bestellt werden.

## Zahlung nach Bauabschnitten, nie alles im Voraus

Zahlen Sie für abgeschlossene und geprüfte Bauabschnitte: zum Beispiel einen kleinen Teil bei Vertragsunterzeichnung, einen nach den Installationen, einen nach dem Innenausbau und den Rest bei der Übergabe. So folgt Ihr Geld immer dem tatsächlichen Baufortschritt. Lassen Sie sich für jede Zahlung eine Rechnung mit ausgewiesener Mehrwertsteuer geben.

## Unterlagen, Garantie und Gewährleistung

Zum Abschluss sollten Sie alle Unterlagen schriftlich erhalten: Prüf- und Abnahmebescheinigungen der Installationen, Gerätehandbücher, Rechnungen und die Garantie. Hogara Reformas gibt eine schriftliche Garantie von 5 Jahren; bei Arbeiten am Tragwerk gilt zusätzlich die gesetzliche 10-jährige Gewährleistung (garantía decenal).

## Finanzierung für Nichtresidenten

Banken verlangen von Nichtresidenten meist mehr Unterlagen, und die Bedingungen können abweichen. Wir bieten eine Finanzierung von bis zu 100 % des Projekts an, vorbehaltlich Bonitätsprüfung; fragen Sie uns, welche Möglichkeiten zu Ihrer Situation passen.

Sie möchten Ihre Immobilie in Spanien renovieren, ohne Ihren Wohnort zu verlassen? Besuchen Sie unsere Seite zur [Komplettsanierung](/de/hausrenovierung-spanien) und fordern Sie Ihre kostenlose Kostenschätzung an – wir schicken sie Ihnen innerhalb von 24 Stunden, wo immer Sie gerade sind.$md$,
  $md$Всё больше владельцев ремонтируют жильё в Испании, находясь в другой стране: те, кто живёт за границей и собирается вернуться в Испанию или переехать сюда, иностранные покупатели, семьи, которые обустраивают второй дом для отдыха. Это вполне можно сделать качественно без личного присутствия, если с самого начала правильно организовать процесс. Вот главное.

![Гостиная отремонтированной квартиры в Испании](/blog/reformar-vivienda-espana-desde-extranjero.svg)

## Один менеджер, который говорит по‑русски

Главный риск на расстоянии — недопонимание. Выбирайте компанию, где вам назначат менеджера, говорящего по‑русски: со всеми решениями, изменениями и оплатами вы будете обращаться к нему одному. Так работает и Hogara Reformas (офисы в Мадриде и Майами): ваш менеджер — один человек на связи, он согласует всё с прорабом и держит вас в курсе.

## Документы и договоры: основное

Детали зависят от конкретной ситуации, но есть общие моменты:

- **NIE**: во многих случаях иностранцам нужен Número de Identidad de Extranjero (идентификационный номер иностранца), чтобы покупать недвижимость, подписывать договоры или платить налоги в Испании. Обычно его можно запросить в консульстве Испании в стране, где вы живёте; информация — на [exteriores.gob.es](https://www.exteriores.gob.es).
- **Письменный договор**: подробная смета по статьям, сроки, фиксированная цена и условия гарантии.
- **Разрешения**: в зависимости от работ мэрия может потребовать уведомление о начале работ (declaración responsable) или разрешение на строительные работы. Их оформление лучше поручить ремонтной компании.
- **НДС (IVA)**: в некоторых случаях ремонт жилья может облагаться по ставке 10 % вместо общей ставки 21 %. Уточните у своего налогового консультанта.

## Контроль на расстоянии

### Как следить за ремонтом, не приезжая

Всё держится на чётком распорядке:

1. **Видеозвонки** в ключевые моменты: при разметке, перед закрытием стен и при выборе отделки.
2. **Фото и видео** каждого этапа, особенно того, что потом будет скрыто (трубы, проводка, гидроизоляция).
3. **Еженедельный отчёт**: что сделано, следующие шаги и решения, которые ждут вашего ответа.
4. **Образцы материалов**: их присылают вам или показывают по видео до заказа.

## Оплата по этапам, а не всё сразу

Вносите деньги по мере готовности работ: например, небольшую часть при подписании договора, следующую — после прокладки коммуникаций, ещё одну — после отделки и остаток — при сдаче. Все платежи, кроме первого, небольшого, — за уже сделанную и проверенную работу. Требуйте счёт с НДС на каждый платёж.

## Что вы получаете при сдаче

По завершении вы должны получить всё в письменном виде: сертификаты на инженерные системы, инструкции к оборудованию, счета и гарантию. Hogara Reformas даёт письменную гарантию 5 лет, а если работы затрагивали несущие конструкции, действует ещё и гарантия 10 лет (garantía decenal).

## Кредит для нерезидентов

Банки обычно запрашивают у нерезидентов больше документов, и условия могут отличаться. Через нашего финансового партнёра можно получить кредит до 100 % стоимости проекта, если он одобрит заявку; спросите нас, какие варианты подходят именно вам.

Хотите отремонтировать жильё в Испании, не выезжая из своей страны? Посмотрите, как устроен [капитальный ремонт под ключ](/ru/remont-doma-ispania), и расскажите, что задумали: бесплатный расчёт стоимости придёт в течение 24 часов, где бы вы ни находились.$md$,
  $md$Reforma tu casa en España desde el extranjero: gestor en tu idioma, seguimiento por vídeo, pagos por hitos, NIE, garantías y financiación.$md$,
  $md$Renovate your home in Spain from abroad: a project manager who speaks your language, video updates, stage payments, the NIE, warranties and finance.$md$,
  $md$Rénovez votre logement en Espagne sans vivre sur place : chef de projet francophone, suivi en vidéo, paiements par étapes, NIE, garanties et financement.$md$,
  $md$Immobilie in Spanien aus dem Ausland renovieren: deutschsprachiger Projektbetreuer, Videocalls, Zahlung nach Bauabschnitten, NIE, Garantien, Finanzierung.$md$,
  $md$Ремонт в Испании из-за границы: менеджер, говорящий по‑русски, видеоотчёты, оплата по этапам, NIE, гарантии и кредит на ремонт.$md$,
  array['reformar casa desde el extranjero', 'reforma vivienda españa no residente', 'renovate home in spain from abroad', 'remote renovation spain', 'nie reforma vivienda']);

insert into public.blog_posts (id, slug, category, image_url, seo_score, views_count, published_at,
  title_es, title_en, title_fr, title_de, title_ru,
  excerpt_es, excerpt_en, excerpt_fr, excerpt_de, excerpt_ru,
  content_es, content_en, content_fr, content_de, content_ru,
  meta_description_es, meta_description_en, meta_description_fr, meta_description_de, meta_description_ru,
  keywords)
values ('0b1a7c3e-1001-4a6b-9c01-000000000010', 'borrador-tendencias-reformas-2027', 'guide', null, 40, 0, null,
  $md$Tendencias en reformas para 2027 (borrador)$md$, null, null, null, null,
  $md$BORRADOR: ideas pendientes de revisar sobre las tendencias en reformas de vivienda para 2027.$md$, null, null, null, null,
  $md$BORRADOR: este texto está pendiente de revisión y no debe publicarse todavía.

Ideas para desarrollar:

- Cocinas abiertas con isla y almacenaje oculto.
- Baños con ducha a ras de suelo y piezas de gran formato.
- Materiales naturales: madera, piedra y tonos cálidos.
- Mejora de la eficiencia energética: ventanas, aislamiento y climatización.
- Domótica sencilla para iluminación y persianas.

Falta contrastar cada punto con proyectos reales, añadir imágenes, enlaces internos y externos, y preparar las traducciones antes de programar la publicación.$md$, null, null, null, null,
  null, null, null, null, null,
  array['borrador']);

-- The sample posts were last revised on their publication day (09:00 in Madrid), not when this
-- seed runs: the article's dateModified and the sitemap's lastmod read updated_at. Only
-- updated_at changes here, so the touch trigger keeps the value given.
update public.blog_posts
set updated_at = (published_at + time '09:00') at time zone 'Europe/Madrid'
where published_at is not null;
