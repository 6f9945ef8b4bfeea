; Inno Setup 6/7 script for Rattus Desktop; packaging/build.py runs it as
;   ISCC /DAppVersion=0.1.0 /DNumericVersion=0.1.0.0 /DSourceDir=dist\rattus-desktop
;        /DOutputDir=dist\installers /DOutputBase=RattusDesktop-0.1.0-windows-x64-setup
;        /DIconFile=...\rattus-desktop.ico
; A per-user install by default (no administrator prompt); the user may choose all users.
; English and Traditional Chinese (ChineseTraditional.isl beside this script); Setup
; picks the one matching Windows' UI language, else asks.
; An upgrade first deletes {app}\_internal: PyInstaller's folder of DLLs, Qt plugins and
; data, whose file set changes between versions (stale files would be loaded).

#ifndef AppVersion
  #error Define AppVersion (/DAppVersion=...)
#endif
#ifndef SourceDir
  #error Define SourceDir, the PyInstaller onedir folder
#endif
#ifndef NumericVersion
  #define NumericVersion AppVersion
#endif
#ifndef OutputDir
  #define OutputDir "."
#endif
#ifndef OutputBase
  #define OutputBase "RattusDesktop-" + AppVersion + "-setup"
#endif

#define AppName "Rattus Desktop"
#define AppExe "rattus-desktop.exe"

[Setup]
AppId={{6B0C7A55-2E7D-4E49-9C1B-7A1E5D4B9F30}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Rattus Desktop
VersionInfoVersion={#NumericVersion}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=commandline dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir={#OutputDir}
OutputBaseFilename={#OutputBase}
#ifdef IconFile
SetupIconFile={#IconFile}
#endif
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes
ShowLanguageDialog=auto

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "chinesetraditional"; MessagesFile: "ChineseTraditional.isl"

[InstallDelete]
Type: filesandordirs; Name: "{app}\_internal"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
