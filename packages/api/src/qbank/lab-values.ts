/**
 * Adult reference ranges shown to learners alongside questions (PLAB 1 style).
 * Values are typical UK laboratory ranges; individual laboratories may differ slightly.
 */

export interface LabValue {
  title: string;
  value: string;
  per: string;
}

export interface LabValueGroup {
  title: string;
  children: LabValue[];
}

export const labValueGroups: readonly LabValueGroup[] = [
  {
    title: "Full blood count",
    children: [
      { title: "Haemoglobin, Hb (men)", value: "130 - 180", per: "g/L" },
      { title: "Haemoglobin, Hb (women)", value: "115 - 160", per: "g/L" },
      { title: "Haematocrit, Hct (men)", value: "0.40 - 0.54", per: "L/L" },
      { title: "Haematocrit, Hct (women)", value: "0.37 - 0.47", per: "L/L" },
      { title: "Mean cell volume (MCV)", value: "80 - 100", per: "fL" },
      { title: "Mean cell haemoglobin (MCH)", value: "27 - 32", per: "pg" },
      { title: "White cell count (WCC)", value: "4.0 - 11.0", per: "x 10^9/L" },
      { title: "Neutrophils", value: "2.0 - 7.5", per: "x 10^9/L" },
      { title: "Lymphocytes", value: "1.0 - 4.0", per: "x 10^9/L" },
      { title: "Eosinophils", value: "0.04 - 0.44", per: "x 10^9/L" },
      { title: "Platelets (Plt)", value: "150 - 400", per: "x 10^9/L" },
      { title: "Reticulocytes", value: "25 - 100", per: "x 10^9/L" },
    ],
  },
  {
    title: "Urea and electrolytes",
    children: [
      { title: "Sodium (Na+)", value: "135 - 145", per: "mmol/L" },
      { title: "Potassium (K+)", value: "3.5 - 5.3", per: "mmol/L" },
      { title: "Chloride (Cl-)", value: "95 - 108", per: "mmol/L" },
      { title: "Bicarbonate (HCO3-)", value: "22 - 29", per: "mmol/L" },
      { title: "Urea", value: "2.5 - 7.8", per: "mmol/L" },
      { title: "Creatinine", value: "60 - 120", per: "µmol/L" },
      { title: "eGFR", value: "> 90", per: "mL/min/1.73 m2" },
      { title: "Calcium, Ca2+ (adjusted)", value: "2.20 - 2.60", per: "mmol/L" },
      { title: "Phosphate", value: "0.80 - 1.50", per: "mmol/L" },
      { title: "Magnesium (Mg2+)", value: "0.70 - 1.00", per: "mmol/L" },
      { title: "Serum osmolality", value: "275 - 295", per: "mOsm/kg" },
    ],
  },
  {
    title: "Liver function tests",
    children: [
      { title: "Bilirubin (total)", value: "3 - 17", per: "µmol/L" },
      { title: "Alanine aminotransferase (ALT)", value: "5 - 40", per: "IU/L" },
      { title: "Aspartate aminotransferase (AST)", value: "10 - 40", per: "IU/L" },
      { title: "Alkaline phosphatase (ALP)", value: "30 - 130", per: "IU/L" },
      { title: "Gamma-glutamyl transferase (men)", value: "11 - 51", per: "IU/L" },
      { title: "Gamma-glutamyl transferase (women)", value: "7 - 33", per: "IU/L" },
      { title: "Albumin", value: "35 - 50", per: "g/L" },
      { title: "Total protein", value: "60 - 80", per: "g/L" },
    ],
  },
  {
    title: "Coagulation",
    children: [
      { title: "Prothrombin time (PT)", value: "10 - 14", per: "seconds" },
      { title: "International normalised ratio (INR)", value: "0.8 - 1.2", per: "ratio" },
      { title: "Activated partial thromboplastin time (APTT)", value: "25 - 35", per: "seconds" },
      { title: "Thrombin time", value: "12 - 17", per: "seconds" },
      { title: "Fibrinogen", value: "1.5 - 4.0", per: "g/L" },
      { title: "D-dimer", value: "< 0.5", per: "mg/L FEU" },
      { title: "INR target (VTE or atrial fibrillation)", value: "2.0 - 3.0", per: "ratio" },
    ],
  },
  {
    title: "Thyroid function",
    children: [
      { title: "Thyroid stimulating hormone (TSH)", value: "0.4 - 4.0", per: "mU/L" },
      { title: "Free thyroxine (free T4)", value: "9 - 22", per: "pmol/L" },
      { title: "Free triiodothyronine (free T3)", value: "3.1 - 6.8", per: "pmol/L" },
      { title: "Total thyroxine (total T4)", value: "70 - 140", per: "nmol/L" },
      { title: "Thyroid peroxidase antibodies", value: "< 34", per: "kU/L" },
      { title: "TSH receptor antibodies", value: "< 1.75", per: "IU/L" },
    ],
  },
  {
    title: "Lipids and glucose",
    children: [
      { title: "Total cholesterol (desirable)", value: "< 5.0", per: "mmol/L" },
      { title: "LDL cholesterol (desirable)", value: "< 3.0", per: "mmol/L" },
      { title: "HDL cholesterol (men)", value: "> 1.0", per: "mmol/L" },
      { title: "HDL cholesterol (women)", value: "> 1.2", per: "mmol/L" },
      { title: "Non-HDL cholesterol (desirable)", value: "< 4.0", per: "mmol/L" },
      { title: "Triglycerides (fasting)", value: "< 1.7", per: "mmol/L" },
      { title: "Fasting plasma glucose", value: "3.5 - 5.5", per: "mmol/L" },
      { title: "Fasting plasma glucose (diabetes)", value: ">= 7.0", per: "mmol/L" },
      { title: "2-hour OGTT glucose (diabetes)", value: ">= 11.1", per: "mmol/L" },
      { title: "HbA1c (normal)", value: "< 42", per: "mmol/mol" },
      { title: "HbA1c (non-diabetic hyperglycaemia)", value: "42 - 47", per: "mmol/mol" },
      { title: "HbA1c (diabetes)", value: ">= 48", per: "mmol/mol" },
    ],
  },
  {
    title: "Arterial blood gas",
    children: [
      { title: "pH", value: "7.35 - 7.45", per: "" },
      { title: "PaO2 (on air)", value: "> 10.6", per: "kPa" },
      { title: "PaCO2", value: "4.7 - 6.0", per: "kPa" },
      { title: "Bicarbonate (HCO3-)", value: "22 - 26", per: "mmol/L" },
      { title: "Base excess", value: "-2 to +2", per: "mmol/L" },
      { title: "Lactate", value: "< 2.0", per: "mmol/L" },
      { title: "Oxygen saturation (SaO2)", value: "94 - 98", per: "%" },
      { title: "Anion gap ((Na + K) - (Cl + HCO3))", value: "10 - 18", per: "mmol/L" },
    ],
  },
  {
    title: "Cardiac markers and others",
    children: [
      { title: "High-sensitivity troponin T", value: "< 14", per: "ng/L" },
      { title: "BNP (heart failure unlikely)", value: "< 100", per: "ng/L" },
      { title: "NT-proBNP (heart failure unlikely)", value: "< 400", per: "ng/L" },
      { title: "Creatine kinase (men)", value: "40 - 320", per: "U/L" },
      { title: "Creatine kinase (women)", value: "25 - 200", per: "U/L" },
      { title: "C-reactive protein (CRP)", value: "< 5", per: "mg/L" },
      { title: "Erythrocyte sedimentation rate (ESR)", value: "< 20", per: "mm/hour" },
      { title: "Amylase", value: "30 - 110", per: "U/L" },
      { title: "Lactate dehydrogenase (LDH)", value: "70 - 250", per: "U/L" },
      { title: "Urate (men)", value: "200 - 430", per: "µmol/L" },
      { title: "PSA (age 50 - 69)", value: "< 3.0", per: "ng/mL" },
    ],
  },
  {
    title: "Iron studies",
    children: [
      { title: "Serum iron (men)", value: "14 - 31", per: "µmol/L" },
      { title: "Serum iron (women)", value: "11 - 30", per: "µmol/L" },
      { title: "Ferritin (men)", value: "30 - 400", per: "µg/L" },
      { title: "Ferritin (women)", value: "15 - 150", per: "µg/L" },
      { title: "Total iron-binding capacity (TIBC)", value: "45 - 72", per: "µmol/L" },
      { title: "Transferrin", value: "2.0 - 3.6", per: "g/L" },
      { title: "Transferrin saturation", value: "20 - 50", per: "%" },
      { title: "Vitamin B12", value: "200 - 900", per: "ng/L" },
      { title: "Serum folate", value: "3 - 20", per: "µg/L" },
    ],
  },
  {
    title: "Cerebrospinal fluid",
    children: [
      { title: "Opening pressure (lying)", value: "10 - 20", per: "cmH2O" },
      { title: "Appearance", value: "Clear, colourless", per: "" },
      { title: "White cells", value: "< 5", per: "cells/µL" },
      { title: "Red cells", value: "0", per: "cells/µL" },
      { title: "Protein", value: "0.15 - 0.45", per: "g/L" },
      { title: "Glucose", value: "2.8 - 4.2", per: "mmol/L" },
      { title: "CSF to plasma glucose ratio", value: "> 0.6", per: "ratio" },
      { title: "Lactate", value: "1.1 - 2.4", per: "mmol/L" },
    ],
  },
];
