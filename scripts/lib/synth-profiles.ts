// Country profiles for the synthetic receipt set (scripts/receipt-synth.ts): how a shop in each country
// writes its prices, names its totals and taxes, pays and dates. Words and formats are the common ones
// of each country's till printers; merchants, streets and items are made up.

export type Rng = () => number

export interface Money {
  /** Amount in hundredths of the main unit (yen too: 1,280 yen is 128000). */
  cents: number
}

export interface Profile {
  country: string
  currency: string
  /** Digits after the decimal point as printed. */
  decimals: 0 | 2
  format: (cents: number) => string
  /** Prefix printed before amounts on some receipts ("RM", "S$", "¥"). */
  sign: string
  /** Tax rate in percent and whether it is inside the prices (VAT) or added (sales tax, GST in Malaysia). */
  taxRate: number
  taxIncluded: boolean
  taxWord: string
  subtotalWord: string[]
  totalWord: string[]
  cashWord: string
  changeWord: string
  /** Round the total to this many hundredths (Malaysia 5 sen), with this label. */
  rounding?: { step: number; word: string }
  serviceCharge?: { rate: number; word: string }
  dateFormat: (d: Date) => string
  items: string[]
  streets: string[]
  cities: string[]
  names: string[]
  regNo: (rng: Rng) => string
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0')
const group = (int: number, sep: string) => String(int).replace(/\B(?=(\d{3})+(?!\d))/g, sep)
const dotDecimal = (c: number) => `${group(Math.floor(Math.abs(c) / 100), ',')}.${pad(Math.abs(c) % 100)}`
const commaDecimal = (c: number) => `${group(Math.floor(Math.abs(c) / 100), '.')},${pad(Math.abs(c) % 100)}`
const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => Math.floor(rng() * 10)).join('')

export const PROFILES: Profile[] = [
  {
    country: 'MY',
    currency: 'MYR',
    decimals: 2,
    format: dotDecimal,
    sign: 'RM',
    taxRate: 6,
    taxIncluded: false,
    taxWord: 'GST 6%',
    subtotalWord: ['Total Excl GST', 'SUB TOTAL', 'Sub Jumlah'],
    totalWord: ['TOTAL', 'JUMLAH', 'Total Incl GST', 'NETT TOTAL'],
    cashWord: 'TUNAI',
    changeWord: 'BAKI',
    rounding: { step: 5, word: 'Rounding Adj' },
    dateFormat: (d) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`,
    items: ['NASI LEMAK', 'TEH TARIK', 'MEE GORENG', 'ROTI CANAI', 'KOPI O', 'AIR SIRAP', 'CHICKEN RICE', 'MILO AIS'],
    streets: ['NO 12 JALAN SS2/24', 'LOT 5 JALAN TUN RAZAK', '23 JALAN BUKIT BINTANG'],
    cities: ['47300 PETALING JAYA, SELANGOR', '50450 KUALA LUMPUR', '81200 JOHOR BAHRU'],
    names: ['RESTORAN SRI MELAYU', 'KEDAI MAKAN AH SENG', 'MAMAK CORNER SDN BHD'],
    regNo: (rng) => `GST REG NO: 00${digits(rng, 10)}`,
  },
  {
    country: 'DE',
    currency: 'EUR',
    decimals: 2,
    format: commaDecimal,
    sign: 'EUR',
    taxRate: 19,
    taxIncluded: true,
    taxWord: 'MwSt 19%',
    subtotalWord: ['Zwischensumme'],
    totalWord: ['SUMME EUR', 'SUMME', 'Gesamtbetrag'],
    cashWord: 'Geg. BAR',
    changeWord: 'Rueckgeld',
    dateFormat: (d) => `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}`,
    items: ['Brezel', 'Apfelschorle', 'Kaffee', 'Schnitzel', 'Bier 0,5l', 'Wasser', 'Kuchen', 'Bratwurst'],
    streets: ['Hauptstrasse 12', 'Bahnhofstr. 4', 'Marktplatz 7'],
    cities: ['10115 Berlin', '80331 Muenchen', '50667 Koeln'],
    names: ['Cafe am Markt', 'Gasthaus Linde', 'Baeckerei Schmidt'],
    regNo: (rng) => `St-Nr. ${digits(rng, 3)}/${digits(rng, 3)}/${digits(rng, 5)}`,
  },
  {
    country: 'FR',
    currency: 'EUR',
    decimals: 2,
    format: commaDecimal,
    sign: 'EUR',
    taxRate: 10,
    taxIncluded: true,
    taxWord: 'TVA 10%',
    subtotalWord: ['TOTAL HT'],
    totalWord: ['TOTAL TTC', 'TOTAL', 'NET A PAYER'],
    cashWord: 'ESPECES',
    changeWord: 'RENDU',
    dateFormat: (d) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`,
    items: ['CAFE CREME', 'CROISSANT', 'CROQUE MONSIEUR', 'SALADE NICOISE', 'PICHET ROUGE', 'EAU MINERALE'],
    streets: ['12 RUE DE LA PAIX', '3 BD SAINT MICHEL', '45 AV JEAN JAURES'],
    cities: ['75002 PARIS', '69001 LYON', '13001 MARSEILLE'],
    names: ['BRASSERIE DU PORT', 'CAFE DE LA GARE', 'LE PETIT BISTROT'],
    regNo: (rng) => `SIRET ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 5)}`,
  },
  {
    country: 'GB',
    currency: 'GBP',
    decimals: 2,
    format: dotDecimal,
    sign: 'GBP',
    taxRate: 20,
    taxIncluded: true,
    taxWord: 'VAT 20%',
    subtotalWord: ['SUBTOTAL'],
    totalWord: ['TOTAL', 'BALANCE DUE', 'TOTAL TO PAY'],
    cashWord: 'CASH',
    changeWord: 'CHANGE',
    serviceCharge: { rate: 12.5, word: 'Service Charge 12.5%' },
    dateFormat: (d) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${String(d.getFullYear()).slice(2)}`,
    items: ['FISH & CHIPS', 'PINT LAGER', 'SHEPHERDS PIE', 'SPARKLING WATER', 'STICKY TOFFEE', 'CAESAR SALAD'],
    streets: ['12 HIGH STREET', '4 STATION ROAD', '27 CHURCH LANE'],
    cities: ['LONDON SE1 9SG', 'MANCHESTER M1 1AE', 'LEEDS LS1 4DY'],
    names: ['THE RED LION', 'KINGS ARMS', 'THE CROWN INN'],
    regNo: (rng) => `VAT No. GB ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`,
  },
  {
    country: 'JP',
    currency: 'JPY',
    decimals: 0,
    format: (c) => group(Math.round(Math.abs(c) / 100), ','),
    sign: '¥',
    taxRate: 10,
    taxIncluded: false,
    taxWord: 'Tax 10%',
    subtotalWord: ['Subtotal'],
    totalWord: ['TOTAL', 'Total'],
    cashWord: 'Cash',
    changeWord: 'Change',
    dateFormat: (d) => `${d.getFullYear()}/${pad(d.getMonth() + 1)}/${pad(d.getDate())}`,
    items: ['RAMEN', 'GYOZA', 'DRAFT BEER', 'EDAMAME', 'KARAAGE', 'GREEN TEA', 'ONIGIRI'],
    streets: ['1-2-3 Shibuya', '4-5-6 Ginza', '2-8-1 Umeda'],
    cities: ['Shibuya-ku, Tokyo', 'Chuo-ku, Tokyo', 'Kita-ku, Osaka'],
    names: ['Ramen Ichiban', 'Izakaya Hana', 'Sakura Dining'],
    regNo: (rng) => `Reg No. T${digits(rng, 13)}`,
  },
  {
    country: 'SG',
    currency: 'SGD',
    decimals: 2,
    format: dotDecimal,
    sign: 'S$',
    taxRate: 9,
    taxIncluded: false,
    taxWord: 'GST 9%',
    subtotalWord: ['Subtotal', 'Sub-Total'],
    totalWord: ['TOTAL', 'Grand Total'],
    cashWord: 'CASH',
    changeWord: 'CHANGE',
    serviceCharge: { rate: 10, word: 'Svc Chg 10%' },
    dateFormat: (d) => `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()}`,
    items: ['LAKSA', 'HAINANESE CHICKEN', 'KOPI C', 'CHAR KWAY TEOW', 'BARLEY WATER', 'SATAY (10)'],
    streets: ['1 RAFFLES PLACE #01-23', '200 ORCHARD RD', '9 BUKIT TIMAH RD'],
    cities: ['SINGAPORE 048616', 'SINGAPORE 238852', 'SINGAPORE 229899'],
    names: ['HAWKER DELIGHTS PTE LTD', 'MAKAN PLACE', 'LION CITY KITCHEN'],
    regNo: (rng) => `GST Reg No: M9-${digits(rng, 7)}-${digits(rng, 1)}`,
  },
  {
    country: 'ID',
    currency: 'IDR',
    decimals: 0,
    format: (c) => group(Math.round(Math.abs(c) / 100), '.'),
    sign: 'Rp',
    taxRate: 10,
    taxIncluded: false,
    taxWord: 'PB1 10%',
    subtotalWord: ['Subtotal', 'SUB TOTAL'],
    totalWord: ['TOTAL', 'GRAND TOTAL'],
    cashWord: 'TUNAI',
    changeWord: 'KEMBALI',
    dateFormat: (d) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`,
    items: ['NASI GORENG', 'ES TEH MANIS', 'AYAM BAKAR', 'SOTO AYAM', 'ES JERUK', 'MIE AYAM'],
    streets: ['JL. SUDIRMAN NO. 45', 'JL. MALIOBORO 12', 'JL. GATOT SUBROTO 8'],
    cities: ['JAKARTA PUSAT', 'YOGYAKARTA', 'BANDUNG'],
    names: ['WARUNG BU SRI', 'RUMAH MAKAN SEDERHANA', 'KEDAI KOPI NUSANTARA'],
    regNo: (rng) => `NPWP ${digits(rng, 2)}.${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 1)}`,
  },
  {
    country: 'AU',
    currency: 'AUD',
    decimals: 2,
    format: dotDecimal,
    sign: '$',
    taxRate: 10,
    taxIncluded: true,
    taxWord: 'GST Included',
    subtotalWord: ['Subtotal'],
    totalWord: ['TOTAL', 'Total AUD'],
    cashWord: 'Cash',
    changeWord: 'Change',
    dateFormat: (d) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`,
    items: ['Flat White', 'Smashed Avo', 'Meat Pie', 'Lamington', 'Long Black', 'Chicken Parma'],
    streets: ['12 George St', '45 Collins St', '3 Queen St'],
    cities: ['Sydney NSW 2000', 'Melbourne VIC 3000', 'Brisbane QLD 4000'],
    names: ['Harbour Cafe', 'The Local Bar', 'Bondi Bites'],
    regNo: (rng) => `ABN ${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}`,
  },
]
