/**
 * Cities and municipalities by region, for roll addresses and office addresses. Weight ≈ how many
 * lawyers practise there (Metro Manila dominates, as it does on the real roll). ZIP codes are the
 * PHLPost codes of the city proper.
 */
export interface Place {
  city: string;
  province: string;
  region: string;
  zip: string;
  weight: number;
}

const place = (city: string, province: string, region: string, zip: string, weight: number): Place => ({ city, province, region, zip, weight });

export const PLACES: readonly Place[] = [
  place('Manila', 'Metro Manila', 'NCR', '1000', 60),
  place('Quezon City', 'Metro Manila', 'NCR', '1100', 60),
  place('Makati City', 'Metro Manila', 'NCR', '1200', 50),
  place('Pasig City', 'Metro Manila', 'NCR', '1600', 30),
  place('Taguig City', 'Metro Manila', 'NCR', '1630', 28),
  place('Mandaluyong City', 'Metro Manila', 'NCR', '1550', 18),
  place('San Juan City', 'Metro Manila', 'NCR', '1500', 10),
  place('Parañaque City', 'Metro Manila', 'NCR', '1700', 12),
  place('Las Piñas City', 'Metro Manila', 'NCR', '1740', 10),
  place('Muntinlupa City', 'Metro Manila', 'NCR', '1770', 10),
  place('Caloocan City', 'Metro Manila', 'NCR', '1400', 10),
  place('Marikina City', 'Metro Manila', 'NCR', '1800', 8),
  place('Pasay City', 'Metro Manila', 'NCR', '1300', 8),
  place('Valenzuela City', 'Metro Manila', 'NCR', '1440', 6),
  place('Baguio City', 'Benguet', 'CAR', '2600', 10),
  place('Tabuk City', 'Kalinga', 'CAR', '3800', 2),
  place('Laoag City', 'Ilocos Norte', 'Region I', '2900', 6),
  place('Vigan City', 'Ilocos Sur', 'Region I', '2700', 4),
  place('San Fernando City', 'La Union', 'Region I', '2500', 5),
  place('Dagupan City', 'Pangasinan', 'Region I', '2400', 8),
  place('Lingayen', 'Pangasinan', 'Region I', '2401', 4),
  place('Tuguegarao City', 'Cagayan', 'Region II', '3500', 6),
  place('Santiago City', 'Isabela', 'Region II', '3311', 4),
  place('Bayombong', 'Nueva Vizcaya', 'Region II', '3700', 2),
  place('City of San Fernando', 'Pampanga', 'Region III', '2000', 10),
  place('Angeles City', 'Pampanga', 'Region III', '2009', 8),
  place('Malolos City', 'Bulacan', 'Region III', '3000', 10),
  place('Cabanatuan City', 'Nueva Ecija', 'Region III', '3100', 6),
  place('Tarlac City', 'Tarlac', 'Region III', '2300', 6),
  place('Olongapo City', 'Zambales', 'Region III', '2200', 4),
  place('Balanga City', 'Bataan', 'Region III', '2100', 4),
  place('Calamba City', 'Laguna', 'Region IV-A', '4027', 8),
  place('Santa Cruz', 'Laguna', 'Region IV-A', '4009', 4),
  place('Antipolo City', 'Rizal', 'Region IV-A', '1870', 8),
  place('Batangas City', 'Batangas', 'Region IV-A', '4200', 8),
  place('Lipa City', 'Batangas', 'Region IV-A', '4217', 6),
  place('Imus City', 'Cavite', 'Region IV-A', '4103', 8),
  place('Trece Martires City', 'Cavite', 'Region IV-A', '4109', 3),
  place('Lucena City', 'Quezon', 'Region IV-A', '4301', 6),
  place('Calapan City', 'Oriental Mindoro', 'MIMAROPA', '5200', 4),
  place('Puerto Princesa City', 'Palawan', 'MIMAROPA', '5300', 5),
  place('Boac', 'Marinduque', 'MIMAROPA', '4900', 1),
  place('Legazpi City', 'Albay', 'Region V', '4500', 6),
  place('Naga City', 'Camarines Sur', 'Region V', '4400', 8),
  place('Sorsogon City', 'Sorsogon', 'Region V', '4700', 3),
  place('Masbate City', 'Masbate', 'Region V', '5400', 2),
  place('Iloilo City', 'Iloilo', 'Region VI', '5000', 12),
  place('Bacolod City', 'Negros Occidental', 'Region VI', '6100', 10),
  place('Roxas City', 'Capiz', 'Region VI', '5800', 4),
  place('Kalibo', 'Aklan', 'Region VI', '5600', 3),
  place('Cebu City', 'Cebu', 'Region VII', '6000', 24),
  place('Mandaue City', 'Cebu', 'Region VII', '6014', 8),
  place('Lapu-Lapu City', 'Cebu', 'Region VII', '6015', 5),
  place('Tagbilaran City', 'Bohol', 'Region VII', '6300', 5),
  place('Dumaguete City', 'Negros Oriental', 'Region VII', '6200', 6),
  place('Tacloban City', 'Leyte', 'Region VIII', '6500', 7),
  place('Ormoc City', 'Leyte', 'Region VIII', '6541', 3),
  place('Catbalogan City', 'Samar', 'Region VIII', '6700', 2),
  place('Zamboanga City', 'Zamboanga del Sur', 'Region IX', '7000', 7),
  place('Dipolog City', 'Zamboanga del Norte', 'Region IX', '7100', 3),
  place('Pagadian City', 'Zamboanga del Sur', 'Region IX', '7016', 3),
  place('Cagayan de Oro City', 'Misamis Oriental', 'Region X', '9000', 12),
  place('Iligan City', 'Lanao del Norte', 'Region X', '9200', 5),
  place('Malaybalay City', 'Bukidnon', 'Region X', '8700', 3),
  place('Davao City', 'Davao del Sur', 'Region XI', '8000', 18),
  place('Tagum City', 'Davao del Norte', 'Region XI', '8100', 4),
  place('Digos City', 'Davao del Sur', 'Region XI', '8002', 3),
  place('General Santos City', 'South Cotabato', 'Region XII', '9500', 7),
  place('Koronadal City', 'South Cotabato', 'Region XII', '9506', 3),
  place('Kidapawan City', 'Cotabato', 'Region XII', '9400', 3),
  place('Butuan City', 'Agusan del Norte', 'Caraga', '8600', 5),
  place('Surigao City', 'Surigao del Norte', 'Caraga', '8400', 3),
  place('Cotabato City', 'Maguindanao del Norte', 'BARMM', '9600', 4),
  place('Marawi City', 'Lanao del Sur', 'BARMM', '9700', 3),
  place('Jolo', 'Sulu', 'BARMM', '7400', 1),
];

export const STREET_NAMES: readonly string[] = [
  'Rizal Avenue', 'Mabini Street', 'Bonifacio Street', 'Del Pilar Street', 'Burgos Street', 'Luna Street', 'Quezon Avenue',
  'Osmeña Boulevard', 'Magsaysay Avenue', 'Roxas Boulevard', 'Ayala Avenue', 'Paseo de Roxas', 'Ortigas Avenue', 'Shaw Boulevard',
  'Aurora Boulevard', 'España Boulevard', 'Taft Avenue', 'Timog Avenue', 'Tomas Morato Avenue', 'Katipunan Avenue',
  'J.P. Laurel Avenue', 'General Luna Street', 'Session Road', 'Mango Avenue', 'Lacson Street', 'Iznart Street', 'C.M. Recto Avenue',
];

export const BUILDING_NAMES: readonly string[] = [
  'Tower One', 'Pacific Star Building', 'Philamlife Tower', 'Enzo Building', 'Ayala Center', 'Jollibee Plaza', 'Robinsons Summit Center',
  'Cebu Business Park Tower', 'Abreeza Corporate Center', 'Centrum Building', 'Legaspi Towers', 'Padilla Building', 'BPI Building',
];
