export interface Zone {
  name: string;
  targetTemperature: number;
}

export interface GreenhouseSettings {
  siteName: string;
  alerts: {
    email: string;
    smsNumber: string;
  };
  zones: Zone[];
}

export const EMPTY_SETTINGS: GreenhouseSettings = {
  siteName: '',
  alerts: { email: '', smsNumber: '' },
  zones: [{ name: 'Seedlings', targetTemperature: 22 }],
};

export const SAVED_SETTINGS: GreenhouseSettings = {
  siteName: 'North glasshouse',
  alerts: { email: 'grower@example.com', smsNumber: '' },
  zones: [
    { name: 'Tomatoes', targetTemperature: 24 },
    { name: 'Herbs', targetTemperature: 19 },
  ],
};
