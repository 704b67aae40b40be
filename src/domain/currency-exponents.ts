// Each currency the app offers, with the digits of its minor unit: every stored amount of an event is an
// integer count of that unit, so this table, never the runtime, says what an integer means. Runtimes
// disagree (RSD has 0 digits in workerd and Chromium, 2 in newer Node data) and may change with an update;
// a table of our own cannot (decision 047).
//
// The digits are ISO 4217's, except where every runtime the app has run on used fewer (CLDR's everyday
// usage: nobody pays in fillér or para). Amounts of events in those currencies have been stored in that
// unit, so it stays: `ISO_4217_DIFFERS` lists them with ISO's figure, and a test holds the rest to ISO.

const BY_EXPONENT: Record<0 | 2 | 3, string> = {
  0: 'AFN ALL BIF CLP COP DJF GNF HUF IDR IQD IRR ISK JPY KMF KPW KRW LAK LBP MGA MMK PKR PYG RSD RWF SLL SOS SYP UGX VND VUV XAF XOF XPF YER',
  2:
    'AED AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BMD BND BOB BRL BSD BTN BWP BYN BZD CAD CDF CHF CNY CRC CUC ' +
    'CUP CVE CZK DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GTQ GYD HKD HNL HRK HTG ILS INR JMD KES ' +
    'KGS KHR KYD KZT LKR LRD LSL MAD MDL MKD MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD PAB PEN ' +
    'PGK PHP PLN QAR RON RUB SAR SBD SCR SDG SEK SGD SHP SLE SRD SSP STN SVC SZL THB TJS TMT TOP TRY TTD TWD TZS ' +
    'UAH USD UYU UZS VES WST XCD XCG XDR XSU ZAR ZMW ZWG ZWL',
  3: 'BHD JOD KWD LYD OMR TND',
}

/** Digits of each offered currency's minor unit, by ISO 4217 code. */
export const CURRENCY_EXPONENTS: ReadonlyMap<string, number> = new Map(
  Object.entries(BY_EXPONENT).flatMap(([digits, codes]) => codes.split(' ').map((code) => [code, Number(digits)])),
)

/** Every currency an event can be in, in code order: what the currency pickers offer. */
export const CURRENCY_CODES: readonly string[] = [...CURRENCY_EXPONENTS.keys()].sort()

/**
 * Where the table keeps the unit the app has always stored rather than ISO 4217's: ISO's digits for each
 * (null: ISO gives the currency no minor unit, as for the IMF's drawing rights XDR and the SUCRE XSU).
 */
export const ISO_4217_DIFFERS: Readonly<Record<string, number | null>> = {
  AFN: 2,
  ALL: 2,
  COP: 2,
  HUF: 2,
  IDR: 2,
  IQD: 3,
  IRR: 2,
  KPW: 2,
  LAK: 2,
  LBP: 2,
  MGA: 2,
  MMK: 2,
  PKR: 2,
  RSD: 2,
  SLL: 2,
  SOS: 2,
  SYP: 2,
  YER: 2,
  XDR: null,
  XSU: null,
}
