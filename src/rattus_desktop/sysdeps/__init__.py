"""What a Linux build needs from the system it runs on, read from the ELF files.

Qt-free and without third-party imports: the pre-check runs before Qt is imported,
and ``packaging/glibc_floor.py`` uses the same reader on a built bundle.
"""
