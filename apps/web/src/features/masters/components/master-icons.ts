import type { ComponentType } from 'react';
import {
  IconBriefcase, IconBuildingCommunity, IconBuildingSkyscraper, IconCategory, IconCategory2, IconFlag, IconHelpCircle, IconLifebuoy, IconPackage,
  IconPhoneCall, IconRoute, IconSchool, IconStack2, IconStairs, IconTargetArrow,
} from '@tabler/icons-react';
import type { MasterType } from '@app/contracts/masters';

type Icon = ComponentType<{ size?: number | string; stroke?: number; 'aria-hidden'?: boolean }>;

export const masterIcons: Record<MasterType, Icon> = {
  degrees: IconSchool,
  cities: IconBuildingCommunity,
  enquiryStatuses: IconPhoneCall,
  demoLeadStatuses: IconTargetArrow,
  products: IconPackage,
  tracks: IconRoute,
  modules: IconStack2,
  questionLevels: IconStairs,
  categories: IconCategory,
  subcategories: IconCategory2,
  experienceLevels: IconBriefcase,
  ticketStatuses: IconLifebuoy,
  reportTypes: IconFlag,
  supportCategories: IconHelpCircle,
  companyStatuses: IconBuildingSkyscraper,
};
