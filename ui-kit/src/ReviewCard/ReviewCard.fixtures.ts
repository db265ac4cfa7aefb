import type { ReviewExplanation, ReviewMatch, ReviewMatchData, ReviewResultRow } from '../utils/review.ts';

/** Support line shown in the lock dialog. */
export const SUPPORT_PHONE = '+49 89 2154 773-0';

const LOCKED: ReviewMatchData = {
  company_name: null,
  zip: null,
  location: null,
  street: null,
  country: null,
  url: null,
  status: null,
};

function company(data: Partial<ReviewMatchData>): ReviewMatchData {
  return { ...LOCKED, country: 'Deutschland', status: 'active', ...data };
}

function candidate(
  pos: number,
  probability: number,
  data: Partial<ReviewMatchData>,
  explanation: ReviewExplanation[],
  isSelected = false,
): ReviewMatch {
  return {
    pos,
    probability,
    isNoMatch: false,
    isUnlocked: true,
    isSelected,
    data: company(data),
    explanation,
  };
}

function noMatch(pos: number, probability: number, isSelected = false): ReviewMatch {
  return { pos, probability, isNoMatch: true, isUnlocked: true, isSelected, data: LOCKED, explanation: [] };
}

function locked(pos: number, probability: number): ReviewMatch {
  return { pos, probability, isNoMatch: false, isUnlocked: false, isSelected: false, data: LOCKED };
}

/** A strong candidate: name, zip and city the same, street spelt differently. */
export const strongExplanation: ReviewExplanation[] = [
  { field: 'name', level: 'same', share: 0.38 },
  { field: 'zip', level: 'same', share: 0.21 },
  { field: 'city', level: 'same', share: 0.12 },
  { field: 'street', level: 'similar', share: 0.08 },
  { field: 'country', level: 'same', share: 0.02 },
  { field: 'phone', level: 'missing', share: 0 },
];

/** A weak candidate: only part of the name, another place. */
export const weakExplanation: ReviewExplanation[] = [
  { field: 'name', level: 'partial', share: 0.15 },
  { field: 'legal_form', level: 'different', share: -0.04 },
  { field: 'zip', level: 'different', share: -0.22 },
  { field: 'city', level: 'different', share: -0.18 },
  { field: 'street', level: 'different', share: -0.09 },
];

/**
 * A candidate as real data often gives it (issue 15, 6): a common name that agrees, the postcode
 * the same, a phone the row states and the company lacks, an e-mail that barely counts and a
 * country that weighs nothing.
 */
export const absentExplanation: ReviewExplanation[] = [
  { field: 'name', level: 'same', share: 0.46, notes: ['common_name'] },
  { field: 'zip', level: 'same', share: 0.296 },
  { field: 'country', level: 'same', share: 0 },
  { field: 'phone', level: 'absent', share: -0.24 },
  { field: 'email', level: 'similar', share: 0.004 },
];

/** A manual row: a likely candidate with another street spelling, a weaker one, a locked one, no match. */
export const muellerRow: ReviewResultRow = {
  row_id: 4,
  mappedRow: {
    company_name: 'Müller Logistik GmbH',
    zip: '80331',
    location: 'München',
    street: 'Hauptstr. 3',
    country: 'Deutschland',
  },
  manuallyChecked: false,
  matches: [
    candidate(
      0,
      0.62341,
      {
        company_name: 'Müller Logistik GmbH',
        zip: '80331',
        location: 'München',
        street: 'Hauptstraße 3',
        url: 'https://www.mueller-logistik.de',
      },
      strongExplanation,
    ),
    candidate(
      1,
      0.21127,
      {
        company_name: 'Müller Logistik Süd GmbH & Co. KG',
        zip: '85748',
        location: 'Garching b. München',
        street: 'Lichtenbergstr. 8',
        url: 'www.mueller-sued.de',
        status: 'in_liquidation',
      },
      weakExplanation,
    ),
    locked(2, 0.09123),
    noMatch(3, 0.0743),
    candidate(
      4,
      0.0051234,
      {
        company_name: 'Müller Transporte GmbH',
        zip: '80331',
        location: 'München',
        street: 'Sendlinger Str. 1',
        url: null,
        status: 'deleted',
      },
      [
        { field: 'name', level: 'partial', share: 0.06 },
        { field: 'zip', level: 'same', share: 0.21 },
        { field: 'street', level: 'different', share: -0.11 },
      ],
    ),
    // Below 0.1 %: not listed on the manual tab, it would only pad the card.
    candidate(
      5,
      0.00004,
      { company_name: 'Müllerei Bauer OHG', zip: '94032', location: 'Passau', street: 'Am Kai 1', url: null },
      [{ field: 'name', level: 'partial', share: 0.05 }],
    ),
  ],
};

/** A manual row whose input lacks zip and country: the candidate would add them (green). */
export const schneiderRow: ReviewResultRow = {
  row_id: 52,
  mappedRow: {
    company_name: 'Schneider & Söhne Feinmechanik KG',
    zip: null,
    location: 'Stuttgart',
    street: 'Königstraße 12',
    country: null,
  },
  manuallyChecked: false,
  matches: [
    candidate(
      0,
      0.55012,
      {
        company_name: 'Schneider & Söhne Feinmechanik KG',
        zip: '70173',
        location: 'Stuttgart',
        street: 'Königstraße 12',
        url: 'https://schneider-soehne.de/',
      },
      [
        { field: 'name', level: 'same', share: 0.41 },
        { field: 'city', level: 'same', share: 0.12 },
        { field: 'street', level: 'same', share: 0.14 },
        { field: 'zip', level: 'missing', share: 0 },
      ],
    ),
    candidate(
      1,
      0.31877,
      {
        company_name: 'Schneider Feinmechanik GmbH',
        zip: '70565',
        location: 'Stuttgart',
        street: 'Vaihinger Str. 150',
        url: null,
      },
      [
        { field: 'name', level: 'partial', share: 0.12 },
        { field: 'city', level: 'same', share: 0.12 },
        { field: 'street', level: 'different', share: -0.1 },
      ],
    ),
    noMatch(2, 0.1311),
  ],
};

/** A manual row with a single candidate and the no-match entry. */
export const koehlerRow: ReviewResultRow = {
  row_id: 911,
  mappedRow: {
    company_name: 'Bäckerei Köhler e.K.',
    zip: '04109',
    location: 'Leipzig',
    street: 'Nikolaistr. 20',
    country: 'Deutschland',
  },
  manuallyChecked: false,
  matches: [
    candidate(
      0,
      0.48855,
      {
        company_name: 'Bäckerei Köhler Inh. Jens Köhler e.K.',
        zip: '04109',
        location: 'Leipzig',
        street: 'Nikolaistraße 20',
        url: 'http://www.baeckerei-koehler.de',
      },
      [
        { field: 'name', level: 'similar', share: 0.24 },
        { field: 'zip', level: 'same', share: 0.21 },
        { field: 'street', level: 'similar', share: 0.08 },
      ],
    ),
    noMatch(1, 0.4112),
  ],
};

/** A manual row the user has already checked: the first candidate is selected. */
export const checkedRow: ReviewResultRow = {
  row_id: 1204,
  mappedRow: {
    company_name: 'Hofmann Elektrotechnik GmbH',
    zip: '90402',
    location: 'Nürnberg',
    street: 'Königstr. 45',
    country: 'Deutschland',
  },
  manuallyChecked: true,
  matches: [
    candidate(
      0,
      0.66901,
      {
        company_name: 'Hofmann Elektrotechnik GmbH',
        zip: '90402',
        location: 'Nürnberg',
        street: 'Königstraße 45',
        url: 'https://hofmann-elektro.de',
      },
      strongExplanation,
      true,
    ),
    noMatch(1, 0.2003),
  ],
};

/** Rows of the manual tab. */
export const manualRows: ReviewResultRow[] = [muellerRow, schneiderRow, koehlerRow, checkedRow];

/** Rows of the exact tab: the best candidate is selected. */
export const exactRows: ReviewResultRow[] = [
  {
    row_id: 7,
    mappedRow: {
      company_name: 'Weber Maschinenbau AG',
      zip: '33602',
      location: 'Bielefeld',
      street: 'Niederwall 10',
      country: 'Deutschland',
    },
    manuallyChecked: false,
    matches: [
      candidate(
        0,
        0.98765,
        {
          company_name: 'Weber Maschinenbau AG',
          zip: '33602',
          location: 'Bielefeld',
          street: 'Niederwall 10',
          url: 'https://www.weber-maschinenbau.de',
        },
        [
          { field: 'name', level: 'same', share: 0.41 },
          { field: 'zip', level: 'same', share: 0.21 },
          { field: 'city', level: 'same', share: 0.12 },
          { field: 'street', level: 'same', share: 0.16 },
          { field: 'country', level: 'same', share: 0.02 },
        ],
        true,
      ),
      noMatch(1, 0.0098),
    ],
  },
  {
    row_id: 8,
    mappedRow: {
      company_name: 'Fischer Bau GmbH',
      zip: '50667',
      location: 'Köln',
      street: 'Hohe Str. 1',
      country: 'Deutschland',
    },
    manuallyChecked: false,
    matches: [
      candidate(
        0,
        0.91234,
        {
          company_name: 'Fischer Bau GmbH',
          zip: '50667',
          location: 'Köln',
          street: 'Hohe Straße 1',
          url: 'fischer-bau.de',
        },
        strongExplanation,
        true,
      ),
    ],
  },
];

/**
 * Rows of the no-match tab: the no-match entry leads, the next-best candidates follow (listed here
 * whatever their probability: they are what a false "no match" is corrected with). The second row
 * could not be matched at all.
 */
export const noMatchRows: ReviewResultRow[] = [
  {
    row_id: 15,
    mappedRow: {
      company_name: 'Praxis Dr. med. Anna Schulz',
      zip: '20095',
      location: 'Hamburg',
      street: 'Mönckebergstr. 7',
      country: 'Deutschland',
    },
    manuallyChecked: false,
    matches: [
      noMatch(0, 0.93312, true),
      candidate(
        1,
        0.0412,
        {
          company_name: 'Schulz Medizintechnik GmbH',
          zip: '20097',
          location: 'Hamburg',
          street: 'Spaldingstr. 64',
          url: 'https://schulz-medizintechnik.de',
        },
        weakExplanation,
      ),
      candidate(
        2,
        0.00003,
        {
          company_name: 'Dr. Anna Schulz Praxis für Allgemeinmedizin',
          zip: '20095',
          location: 'Hamburg',
          street: 'Mönckebergstraße 7',
          url: null,
          status: 'not_in_hr',
        },
        [
          { field: 'name', level: 'partial', share: 0.31 },
          { field: 'zip', level: 'same', share: 0.22 },
          { field: 'street', level: 'similar', share: 0.2 },
          { field: 'city', level: 'same', share: 0.12 },
          { field: 'country', level: 'same', share: 0 },
          { field: 'legal_form', level: 'different', share: -0.15 },
        ],
      ),
    ],
  },
  {
    row_id: 88,
    note: 'matching_failed',
    mappedRow: {
      company_name: 'Constructor GmbH',
      zip: '10115',
      location: 'Berlin',
      street: 'constructor 9',
      country: 'Deutschland',
    },
    manuallyChecked: false,
    matches: [noMatch(0, 1)],
  },
];
