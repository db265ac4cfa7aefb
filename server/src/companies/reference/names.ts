/**
 * Word lists the generator builds company names, streets and contacts from: common German,
 * Austrian and Swiss family and first names, trades with their WZ 2008 class, association and
 * cooperative types, syllables for invented brands, and common street names.
 */

/** A comma-separated word list (kept as text so the lists stay compact). */
function list(text: string): readonly string[] {
  return text
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word !== '');
}

export const SURNAMES_DE = list(`
  Müller, Schmidt, Schneider, Fischer, Weber, Meyer, Wagner, Becker, Schulz, Hoffmann, Schäfer,
  Koch, Bauer, Richter, Klein, Wolf, Schröder, Neumann, Schwarz, Zimmermann, Braun, Krüger,
  Hofmann, Hartmann, Lange, Schmitt, Werner, Schmitz, Krause, Meier, Lehmann, Schmid, Schulze,
  Maier, Köhler, Herrmann, König, Walter, Mayer, Huber, Kaiser, Fuchs, Peters, Lang, Scholz,
  Möller, Weiß, Jung, Hahn, Schubert, Vogel, Friedrich, Keller, Günther, Frank, Berger, Winkler,
  Roth, Beck, Lorenz, Baumann, Franke, Albrecht, Schuster, Simon, Ludwig, Böhm, Winter, Kraus,
  Martin, Schumacher, Krämer, Vogt, Stein, Jäger, Otto, Sommer, Groß, Seidel, Heinrich, Brandt,
  Haas, Schreiber, Graf, Schulte, Dietrich, Ziegler, Kuhn, Kühn, Pohl, Engel, Horn, Busch,
  Bergmann, Thomas, Voigt, Sauer, Arnold, Wolff, Pfeiffer, Lindner, Ernst, Förster, Brinkmann,
  Lüdtke, Grünewald, Böttcher, Thiele, Kröger, Hübner, Löffler, Jürgens, Janssen, Hansen,
  Petersen, Jensen, Claaßen, Gruber, Brunner, Wimmer, Eder, Hofer, Moser, Straub, Dörr, Büttner,
  Kürten, Schwab, Oswald, Dreher, Seifert, Kessler, Ritter, Reuter, Bräuer, Nowak, Wendt, Rieger,
  Heller, Gärtner, Stahl, Hesse, Witt, Fiedler, Brückner, Rösch, Kettler, Hüsken, Tönnies,
  Overbeck, Rademacher, Terhorst, Wübbeler, Oltmanns, Eggers, Hinrichs, Thießen
`);

export const SURNAMES_AT = list(`
  Gruber, Huber, Wagner, Pichler, Steiner, Moser, Mayer, Hofer, Leitner, Berger, Fuchs, Eder,
  Fischer, Schmid, Winkler, Weber, Schwarz, Maier, Schneider, Reiter, Mayr, Wimmer, Egger,
  Brunner, Lang, Baumgartner, Auer, Binder, Lechner, Wolf, Wallner, Aigner, Ebner, Koller,
  Lehner, Haas, Schuster, Pölzl, Strasser, Fürst, Hörmann, Grabner
`);

export const SURNAMES_CH = list(`
  Müller, Meier, Schmid, Keller, Weber, Huber, Schneider, Meyer, Steiner, Fischer, Gerber,
  Brunner, Baumann, Frei, Zimmermann, Moser, Widmer, Wyss, Graf, Roth, Suter, Baumgartner,
  Bachmann, Studer, Bühler, Kälin, Zürcher, Lüthi, Hess, Furrer, Marti, Brändli, Wälti, Tanner,
  Egli
`);

export const FIRST_NAMES = list(`
  Hans, Peter, Klaus, Michael, Thomas, Andreas, Stefan, Jürgen, Wolfgang, Uwe, Frank, Martin,
  Markus, Christian, Matthias, Alexander, Sebastian, Jan, Tobias, Florian, Daniel, Dirk, Jörg,
  Bernd, Ralf, Sven, Torsten, Holger, Karl, Heinz, Günter, Dieter, Horst, Werner, Manfred,
  Gerhard, Helmut, Rainer, Lukas, Felix, Maximilian, Paul, Jonas, Björn, Sören, Rüdiger, Anna,
  Maria, Ursula, Monika, Petra, Sabine, Claudia, Andrea, Susanne, Birgit, Karin, Gabriele, Heike,
  Nicole, Stefanie, Julia, Katharina, Laura, Lena, Sarah, Christina, Jana, Sandra, Melanie,
  Tanja, Anja, Kerstin, Sonja, Renate, Ingrid, Brigitte, Jutta, Bärbel, Jörn, Dörte, Käthe
`);

/** Where a trade word goes: before the family name ('Bäckerei Schmidt'), after it, or both. */
export type TradePosition = 'pre' | 'post' | 'both';

/** A trade or line of business as it appears in names, with its WZ 2008 class. */
export interface Trade {
  word: string;
  wz: string;
  position: TradePosition;
}

function trades(rows: readonly (readonly [string, string, TradePosition])[]): readonly Trade[] {
  return rows.map(([word, wz, position]) => ({ word, wz, position }));
}

/** Trades of commercial companies (GmbH, KG, UG, AG, OHG, e.K., sole traders). */
export const TRADES = trades([
  ['Haustechnik', '43.22', 'both'],
  ['Sanitär- und Heizungstechnik', '43.22', 'post'],
  ['Heizungsbau', '43.22', 'both'],
  ['Elektrotechnik', '43.21', 'both'],
  ['Elektro', '43.21', 'both'],
  ['Solartechnik', '43.21', 'post'],
  ['Bedachungen', '43.91', 'both'],
  ['Dachdeckerei', '43.91', 'pre'],
  ['Zimmerei', '43.91', 'pre'],
  ['Holzbau', '16.23', 'both'],
  ['Malerbetrieb', '43.34', 'pre'],
  ['Maler- und Lackierbetrieb', '43.34', 'pre'],
  ['Fliesenfachbetrieb', '43.33', 'pre'],
  ['Tischlerei', '43.32', 'pre'],
  ['Schreinerei', '43.32', 'pre'],
  ['Bauunternehmung', '41.20', 'both'],
  ['Hoch- und Tiefbau', '41.20', 'post'],
  ['Straßenbau', '42.11', 'both'],
  ['Metallbau', '25.11', 'both'],
  ['Stahlbau', '25.11', 'both'],
  ['Maschinenbau', '28.99', 'post'],
  ['Anlagenbau', '28.29', 'post'],
  ['Präzisionstechnik', '25.62', 'post'],
  ['Feinmechanik', '25.62', 'post'],
  ['Oberflächentechnik', '25.61', 'post'],
  ['Kunststofftechnik', '22.29', 'post'],
  ['Fördertechnik', '28.22', 'post'],
  ['Messtechnik', '26.51', 'post'],
  ['Möbelwerkstätten', '31.09', 'post'],
  ['Autohaus', '45.11', 'pre'],
  ['Kfz-Werkstatt', '45.20', 'pre'],
  ['Kfz-Technik', '45.20', 'post'],
  ['Spedition', '49.41', 'pre'],
  ['Transporte', '49.41', 'post'],
  ['Logistik', '52.29', 'post'],
  ['Lagerlogistik', '52.10', 'post'],
  ['Taxibetrieb', '49.32', 'pre'],
  ['Bäckerei', '10.71', 'pre'],
  ['Konditorei', '10.71', 'pre'],
  ['Fleischerei', '10.13', 'pre'],
  ['Metzgerei', '10.13', 'pre'],
  ['Brauerei', '11.05', 'pre'],
  ['Weingut', '01.21', 'pre'],
  ['Getränkehandel', '46.34', 'both'],
  ['Lebensmittel', '47.11', 'post'],
  ['Modehaus', '47.71', 'pre'],
  ['Versandhandel', '47.91', 'post'],
  ['Handelsgesellschaft', '46.90', 'post'],
  ['Handelsvertretung', '46.19', 'both'],
  ['Baustoffhandel', '46.73', 'both'],
  ['Maschinenhandel', '46.69', 'post'],
  ['Hotel', '55.10', 'pre'],
  ['Gasthof', '55.10', 'pre'],
  ['Restaurant', '56.10', 'pre'],
  ['Catering', '56.21', 'post'],
  ['Software', '62.01', 'post'],
  ['Softwareentwicklung', '62.01', 'post'],
  ['IT-Beratung', '62.02', 'post'],
  ['IT-Service', '62.09', 'post'],
  ['Systemhaus', '62.09', 'post'],
  ['Datentechnik', '63.11', 'post'],
  ['Werbeagentur', '73.11', 'both'],
  ['Marketing', '73.11', 'post'],
  ['Design', '74.10', 'post'],
  ['Fotostudio', '74.20', 'pre'],
  ['Druckerei', '18.12', 'both'],
  ['Verlag', '58.11', 'post'],
  ['Immobilien', '68.31', 'post'],
  ['Hausverwaltung', '68.32', 'both'],
  ['Grundstücksgesellschaft', '68.20', 'post'],
  ['Wohnbau', '41.10', 'post'],
  ['Projektentwicklung', '41.10', 'post'],
  ['Steuerberatungsgesellschaft', '69.20', 'post'],
  ['Wirtschaftsprüfung', '69.20', 'post'],
  ['Unternehmensberatung', '70.22', 'post'],
  ['Consulting', '70.22', 'post'],
  ['Management', '70.22', 'post'],
  ['Holding', '70.10', 'post'],
  ['Beteiligungsgesellschaft', '64.20', 'post'],
  ['Ingenieurbüro', '71.12', 'pre'],
  ['Ingenieurgesellschaft', '71.12', 'post'],
  ['Vermessung', '71.12', 'post'],
  ['Labor', '71.20', 'pre'],
  ['Personaldienstleistungen', '78.20', 'post'],
  ['Zeitarbeit', '78.20', 'post'],
  ['Sicherheitsdienst', '80.10', 'both'],
  ['Gebäudereinigung', '81.21', 'both'],
  ['Gebäudeservice', '81.22', 'post'],
  ['Garten- und Landschaftsbau', '81.30', 'both'],
  ['Reisebüro', '79.11', 'pre'],
  ['Autovermietung', '77.11', 'both'],
  ['Pflegedienst', '88.10', 'both'],
  ['Seniorenresidenz', '87.10', 'pre'],
  ['Physiotherapie', '86.90', 'pre'],
  ['Zahntechnik', '32.50', 'post'],
  ['Medizintechnik', '32.50', 'post'],
  ['Friseur', '96.02', 'pre'],
  ['Kosmetikstudio', '96.02', 'pre'],
  ['Fitnessstudio', '93.13', 'pre'],
  ['Fahrschule', '85.53', 'pre'],
  ['Akademie', '85.59', 'post'],
  ['Versicherungsmakler', '66.22', 'post'],
  ['Energie', '35.14', 'post'],
  ['Entsorgung', '38.11', 'post'],
  ['Recycling', '38.32', 'post'],
  ['Messebau', '82.30', 'post'],
  ['Apotheke', '47.73', 'pre'],
]);

/** Professions of partnership companies (PartG) and of GbR practices. */
export const PROFESSIONS = trades([
  ['Rechtsanwälte', '69.10', 'post'],
  ['Steuerberater', '69.20', 'post'],
  ['Rechtsanwälte und Steuerberater', '69.10', 'post'],
  ['Architekten', '71.11', 'post'],
  ['Beratende Ingenieure', '71.12', 'post'],
  ['Wirtschaftsprüfer', '69.20', 'post'],
  ['Zahnarztpraxis', '86.23', 'pre'],
  ['Gemeinschaftspraxis', '86.22', 'pre'],
]);

/** Associations (e.V., Verein) with their WZ class; the generator adds a place and maybe a year. */
export const ASSOCIATIONS = trades([
  ['Turn- und Sportverein', '93.12', 'pre'],
  ['Sportverein', '93.12', 'pre'],
  ['Fußballclub', '93.12', 'pre'],
  ['Tennisclub', '93.12', 'pre'],
  ['Reit- und Fahrverein', '93.12', 'pre'],
  ['Schützenverein', '93.12', 'pre'],
  ['Musikverein', '94.99', 'pre'],
  ['Gesangverein', '94.99', 'pre'],
  ['Heimatverein', '94.99', 'pre'],
  ['Karnevalsverein', '94.99', 'pre'],
  ['Kleingartenverein', '94.99', 'pre'],
  ['Förderverein der Grundschule', '94.99', 'pre'],
  ['Förderverein der Freiwilligen Feuerwehr', '94.99', 'pre'],
  ['Bürgerverein', '94.99', 'pre'],
  ['Kunstverein', '94.99', 'pre'],
  ['Lebenshilfe', '88.99', 'pre'],
  ['Elterninitiative Kinderhaus', '88.91', 'pre'],
]);

/** Cooperatives (eG, eGen, Genossenschaft) with their WZ class; the generator adds a place. */
export const COOPERATIVES = trades([
  ['Volksbank', '64.19', 'pre'],
  ['Raiffeisenbank', '64.19', 'pre'],
  ['Wohnungsbaugenossenschaft', '68.20', 'pre'],
  ['Bürgerenergiegenossenschaft', '35.11', 'pre'],
  ['Winzergenossenschaft', '11.02', 'pre'],
  ['Agrargenossenschaft', '01.41', 'pre'],
  ['Einkaufsgenossenschaft', '46.90', 'pre'],
]);

/** Syllables of invented brands ('Novatec', 'Veritron'). */
export const BRAND_HEADS = list(`
  No, Ve, Al, Tra, Ex, In, Pro, Ma, Lu, Ter, Sy, Da, Kon, Re, Ar, Qua, Ze, Vi, Or, Ne, Ka, Me,
  Tec, Flo, Pri
`);
export const BRAND_MIDDLES = list(`
  va, ri, to, lo, ne, xa, ma, ti, ra, do
`);
export const BRAND_TAILS = list(`
  tec, tex, lux, tron, nik, on, is, ex, ia, go, data, sol, plan, form, med, log, net, tronic,
  vision, werk, line, fix
`);
/** English-style words companies put after a brand. */
export const BRAND_WORDS = list(`
  Solutions, Systems, Technologies, Services, Digital, Consulting, Partners, Group, Engineering,
  Media
`);

/** Adjectives of big cities ('Hamburger Logistik GmbH'). */
export const CITY_ADJECTIVES: Readonly<Record<string, string>> = {
  Berlin: 'Berliner',
  Hamburg: 'Hamburger',
  München: 'Münchner',
  Köln: 'Kölner',
  'Frankfurt am Main': 'Frankfurter',
  Stuttgart: 'Stuttgarter',
  Düsseldorf: 'Düsseldorfer',
  Dortmund: 'Dortmunder',
  Essen: 'Essener',
  Leipzig: 'Leipziger',
  Bremen: 'Bremer',
  Dresden: 'Dresdner',
  Nürnberg: 'Nürnberger',
  Duisburg: 'Duisburger',
  Bochum: 'Bochumer',
  Wuppertal: 'Wuppertaler',
  Bielefeld: 'Bielefelder',
  Bonn: 'Bonner',
  Mannheim: 'Mannheimer',
  Karlsruhe: 'Karlsruher',
  Augsburg: 'Augsburger',
  Wiesbaden: 'Wiesbadener',
  Kiel: 'Kieler',
  Lübeck: 'Lübecker',
  Rostock: 'Rostocker',
  Wien: 'Wiener',
  Graz: 'Grazer',
  Linz: 'Linzer',
  Salzburg: 'Salzburger',
  Innsbruck: 'Innsbrucker',
  Zürich: 'Zürcher',
  Bern: 'Berner',
  Basel: 'Basler',
  Luzern: 'Luzerner',
};

/** Common German street names (Swiss spelling replaces ß with ss). */
export const STREETS = list(`
  Hauptstraße, Schulstraße, Gartenstraße, Bahnhofstraße, Dorfstraße, Bergstraße, Birkenweg,
  Lindenstraße, Kirchstraße, Waldstraße, Ringstraße, Schillerstraße, Goethestraße, Mühlenweg,
  Am Sportplatz, Jahnstraße, Wiesenweg, Industriestraße, Gewerbestraße, Am Markt, Marktplatz,
  Poststraße, Feldstraße, Rosenstraße, Blumenstraße, Raiffeisenstraße, Friedrichstraße,
  Kantstraße, Beethovenstraße, Mozartstraße, Wilhelmstraße, Kaiserstraße, Königstraße,
  Berliner Straße, Hamburger Straße, Münchener Straße, Frankfurter Straße, Kölner Straße,
  Leipziger Straße, Am Bahnhof, Im Gewerbegebiet, Gewerbepark, An der Kirche, Eichenweg,
  Ahornweg, Buchenweg, Tannenweg, Kastanienallee, Lessingstraße, Uhlandstraße, Mörikestraße,
  Hölderlinstraße, Bismarckstraße, Moltkestraße, Luisenstraße, Karlstraße, Ludwigstraße,
  Maximilianstraße, Robert-Bosch-Straße, Carl-Zeiss-Straße, Daimlerstraße, Siemensstraße,
  Otto-Hahn-Straße, Max-Planck-Straße, Einsteinstraße, Röntgenstraße, Dieselstraße, Benzstraße,
  Gutenbergstraße, Kopernikusstraße, Hafenstraße, Am Hafen, Schloßstraße, Burgstraße,
  Sonnenstraße, Neue Straße, Lange Straße, Breite Straße, Mittelstraße, Grabenstraße, Wallstraße,
  Mühlstraße, Brunnenstraße, Brückenstraße, Talstraße, Am Anger, Ostring, Westring, Nordring,
  Südring, Parkstraße, Wiesenstraße, Rathausplatz, Kirchplatz, Steinweg, Fabrikstraße,
  Zeppelinstraße, Heinrich-Heine-Straße, Konrad-Adenauer-Straße, Willy-Brandt-Straße,
  Friedrich-Ebert-Straße, Rathausstraße, Am Stadtpark, Bahnhofplatz, Industrieweg, Gewerbering,
  Im Technologiepark, Europaallee, Europaplatz, Weststraße, Gartenweg, Lerchenweg, Amselweg,
  Drosselweg, Finkenweg, Kiefernweg, Am Mühlbach, Zum Steinbruch, Unter den Linden, Hohe Straße,
  Alte Landstraße, Kreuzstraße, Turmstraße
`);

/** Street names typical for Austria, added to the common ones there. */
export const STREETS_AT = list(`
  Hauptplatz, Kirchengasse, Schulgasse, Wiener Straße, Linzer Straße, Salzburger Straße,
  Grazer Straße, Mühlgasse, Feldgasse, Landstraße
`);

/** Street names typical for Switzerland, added to the common ones there. */
export const STREETS_CH = list(`
  Seestrasse, Zürcherstrasse, Bernstrasse, Schulhausstrasse, Rütistrasse, Kirchgasse, Dorfplatz,
  Obere Bahnhofstrasse, Poststrasse, Alte Landstrasse
`);

/** Free-mail domains small companies use (the quality report's private-domain check). */
export const FREEMAIL_DOMAINS = list(`
  gmx.de, web.de, t-online.de, gmail.com, freenet.de
`);
