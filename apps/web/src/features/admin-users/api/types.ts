/** A user as /api/admin answers it (admin-and-viewer.md section 3, Admin user). */
export interface AdminUserEntry {
  _id: string;
  name: string;
  email: string;
  role: string;
  userType: string;
  approvalStatus: 'pending' | 'approved' | 'rejected';
  isActive: boolean;
  createdAt: string;
  lastLogin: string | null;
  lawyerProfile: {
    barNumber: string | null;
    specialization: string | null;
    experience: number | null;
    lawFirm: string | null;
  } | null;
}

export interface DashboardStats {
  totalUsers: number;
  pendingApprovals: number;
  approvedUsers: number;
  rejectedUsers: number;
  totalLawyers: number;
  totalArticles: number;
}
