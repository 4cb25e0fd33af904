/**
 * The MLA clinical areas of each demo question, in the order of `demoBank`'s questions, as a
 * clinician would tag them: the main area first, then the setting or system it also tests.
 * Every question has at least one area, so a fresh install's MLA views show real coverage.
 */
const AE = "Acute and emergency";
const CA = "Cancer";
const CV = "Cardiovascular";
const CH = "Child health";
const HA = "Clinical haematology";
const IM = "Clinical imaging";
const DE = "Dermatology";
const ENT = "Ear, nose and throat";
const EN = "Endocrine and metabolic";
const GI = "Gastrointestinal including liver";
const GP = "General practice and primary healthcare";
const IN = "Infection";
const OA = "Medicine of older adult";
const MH = "Mental health";
const MS = "Musculoskeletal";
const NE = "Neurosciences";
const OG = "Obstetrics and gynaecology";
const OP = "Ophthalmology";
const PA = "Palliative and end of life care";
const PO = "Perioperative medicine and anaesthesia";
const RU = "Renal and urology";
const RE = "Respiratory";
const SH = "Sexual health";
const SU = "Surgery";

export const demoAreas: Record<string, string[][]> = {
  Cardiology: [
    [CV, AE], // STEMI: primary PCI
    [CV, OA], // AF: rate control
    [CV, GP], // AF: anticoagulation
    [CV, GP], // hypertension
    [CV, IN], // infective endocarditis
    [CV, OA], // aortic stenosis
    [CV], // heart failure
    [CV, AE], // pericarditis
    [CV, AE], // SVT
    [CV, AE], // VT with adverse features
    [CV, GP], // primary prevention statin
    [CV, AE, IM], // aortic dissection
  ],
  Respiratory: [
    [RE, AE], // acute asthma
    [RE, AE], // COPD exacerbation: NIV
    [RE, IN, OA], // pneumonia in an older man
    [RE, AE, SU], // tension pneumothorax
    [RE, AE, IM], // pulmonary embolism
    [RE, DE], // sarcoidosis with erythema nodosum
    [RE, CA], // lung cancer
    [RE, IN], // tuberculosis
    [RE, GP], // new asthma
    [RE, GP], // COPD diagnosis
    [RE, IM], // pulmonary fibrosis
    [RE, ENT], // obstructive sleep apnoea
  ],
  Endocrinology: [
    [EN, AE], // DKA
    [EN, AE], // adrenal crisis
    [EN], // Graves' disease
    [EN, GP], // type 2 diabetes
    [EN, AE], // hypoglycaemia
    [EN, RU], // hyperparathyroidism with stones
    [EN], // Cushing's syndrome
    [EN, CV], // phaeochromocytoma
  ],
  Gastroenterology: [
    [GI, AE], // variceal bleed
    [GI], // coeliac disease
    [GI, AE], // acute severe colitis
    [GI, IN, SH], // acute hepatitis B
    [GI, SU, IN], // ascending cholangitis
    [GI, GP], // H. pylori
    [GI, AE, SU], // acute pancreatitis
    [GI], // primary biliary cholangitis
  ],
  Neurology: [
    [NE, AE, OA], // stroke thrombolysis
    [NE, GP], // TIA
    [NE, AE], // subarachnoid haemorrhage
    [NE, IN, GP], // meningococcal disease
    [NE, AE], // status epilepticus
    [NE], // myasthenia gravis
    [NE, AE], // Guillain-Barré syndrome
    [NE, MS, OP], // giant cell arteritis
  ],
  Paediatrics: [
    [CH, RE, IN], // bronchiolitis
    [CH, RE], // croup
    [CH, SU, IM], // intussusception
    [CH, SU], // pyloric stenosis
    [CH, CV], // Kawasaki disease
    [CH, NE], // febrile seizure
    [CH], // development
    [CH], // neonatal jaundice
  ],
  "Obstetrics & Gynaecology": [
    [OG], // pre-eclampsia prevention
    [OG, AE], // ectopic pregnancy
    [OG, AE], // postpartum haemorrhage
    [OG, EN], // gestational diabetes
    [OG, CA, GP], // cervical screening
    [OG, EN], // PCOS
    [OG, AE], // placenta praevia
    [OG, SH], // emergency contraception
  ],
  Psychiatry: [
    [MH], // lithium toxicity
    [MH, AE], // neuroleptic malignant syndrome
    [MH, GP], // depression
    [MH], // clozapine
    [MH, NE, AE], // Wernicke's encephalopathy
    [MH], // Mental Health Act
    [MH, EN, CH], // refeeding in anorexia
    [MH, GP], // generalised anxiety
  ],
  "Mastery Mock Pool": [
    [SH, CH, GP], // Fraser criteria
    [NE, GP], // DVLA and confidentiality
    [SU, OA], // refusal of amputation
    [AE, MH, GI], // paracetamol overdose
    [RU, AE], // hyperkalaemia
    [AE], // anaphylaxis
    [HA], // anticoagulant error and candour
    [SU, PO], // an impaired colleague before theatre
    [IN, RU, AE], // urosepsis
    [SU, OA, PA], // death after a fall: the coroner
    [RU, CV], // acute kidney injury
    [HA, CV], // high INR on warfarin
  ],
};
