export interface PlotApplication {
  applicationId: string;
  applicant: string;
  membership: 'new' | 'returning';
  memberNumber: string;
  plotSize: 'small' | 'large';
  privateTap: boolean;
  raisedBed: boolean;
  bedHeightCm: number | null;
  preferredNeighbour: string;
}

export const BLANK_APPLICATION: PlotApplication = {
  applicationId: 'GP-2026-0147',
  applicant: '',
  membership: 'new',
  memberNumber: '',
  plotSize: 'small',
  privateTap: false,
  raisedBed: false,
  bedHeightCm: null,
  preferredNeighbour: '',
};
