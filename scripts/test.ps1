# Windows (PowerShell): set up (scripts/setup.ps1's steps) and run the whole test suite headless, then ruff
# and the type check; arguments go to pytest. The steps are in scripts/dev.py.
$ErrorActionPreference = "Stop"
Set-Location (Split-Path -Parent $PSScriptRoot)
$pyArgs = @()
if ($env:PYTHON) { $python = $env:PYTHON }
elseif (Get-Command py -ErrorAction SilentlyContinue) { $python = "py"; $pyArgs = @("-3") }
else { $python = "python" }
& $python @pyArgs scripts/dev.py test @args
exit $LASTEXITCODE
